// Long reviews start collapsed so a page of cards stays scannable on a phone.
export const COLLAPSE_CHARS = 180;
export const COLLAPSE_LINES = 5;

export const needsCollapse = (text: string) => text.length > COLLAPSE_CHARS || text.split('\n').length > COLLAPSE_LINES;

// The initial of an avatar without a photo (a surrogate pair or a kanji counts as one character).
export const initialOf = (name: string) => Array.from(name.trim())[0] ?? '?';

// Photo links come from the providers; only http(s) and same-origin paths may become links or image sources.
export const isSafeImageUrl = (url: string) => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);
