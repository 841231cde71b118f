/** `%word%` for ILIKE with the word's own \, % and _ escaped: a search for 50% matches "50%", not "50" and anything. */
export const likePattern = (word: string): string => `%${word.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
