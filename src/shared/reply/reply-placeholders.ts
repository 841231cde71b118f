// The placeholders a reply text (template or fixed automatic reply) may contain, filled per review by the inbox's
// reply box and by the automatic reply job alike. Pure, so the console and the server share it.

export const REPLY_PLACEHOLDERS = { reviewer: '{投稿者名}', store: '{店舗名}', rating: '{評価}' } as const;

export interface PlaceholderValues {
  reviewerName: string;
  storeName: string;
  rating: number | null;
}

const PATTERN = /\{投稿者名\}|\{店舗名\}|\{評価\}/gu;

/**
 * Fills every occurrence of each placeholder; a review without a rating leaves {評価} empty rather than printing
 * "null". `clean` treats each filled value (the server keeps forbidden characters out of automatic replies).
 */
export const fillReplyPlaceholders = (template: string, values: PlaceholderValues, clean: (value: string) => string = (v) => v): string =>
  template.replace(PATTERN, (placeholder) => {
    if (placeholder === REPLY_PLACEHOLDERS.reviewer) return clean(values.reviewerName);
    if (placeholder === REPLY_PLACEHOLDERS.store) return clean(values.storeName);
    return values.rating === null ? '' : clean(String(values.rating));
  });
