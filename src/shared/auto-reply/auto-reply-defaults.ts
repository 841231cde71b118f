// The one default of an automatic reply setting, shared by the server (what a never-saved store shows and what
// switching it on starts from) and the console's bulk form, so nothing offers a riskier starting point than another.
// Pure constants: the server imports this file as it does the access rules table.

/** Only the happy reviews are answered without a person: ★4 and ★5. */
export const DEFAULT_AUTO_REPLY_RATINGS: readonly number[] = [4, 5];

/** Any rating at or below ★3 that is ticked later waits for a person's approval before it is sent. */
export const DEFAULT_APPROVAL_MAX_RATING = 3;
