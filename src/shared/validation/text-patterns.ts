// Text rules shared by the console's yup schemas and the server's validation (spec section 5), so both refuse
// exactly the same input. Pure constants: the server imports this file as it does the access rules table.

/** Characters no user text may contain: < > ’ " & ¥ 《 》. */
export const FORBIDDEN_CHARACTERS = /[<>’"&¥《》]/u;

export const LINE_BREAK = /[\r\n]/u;
