// Page tokens are opaque to clients, as Google's are; encoding the offset keeps paging stateless and stable
// while the list does not change.
export interface PageRequest {
  pageSize?: string;
  pageToken?: string;
}

export type PageResult<T> =
  | { ok: true; items: T[]; nextPageToken?: string }
  | { ok: false; message: string };

export function encodePageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodePageToken(token: string): number | undefined {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

export function paginate<T>(all: readonly T[], request: PageRequest, defaultSize: number, maxSize: number): PageResult<T> {
  let size = defaultSize;
  if (request.pageSize !== undefined && request.pageSize !== '') {
    size = Number(request.pageSize);
    if (!Number.isInteger(size) || size < 0) return { ok: false, message: 'pageSize must be a non-negative integer.' };
    if (size > maxSize) return { ok: false, message: `pageSize must be at most ${maxSize}.` };
    if (size === 0) size = defaultSize;
  }
  let offset = 0;
  if (request.pageToken) {
    const decoded = decodePageToken(request.pageToken);
    if (decoded === undefined) return { ok: false, message: 'Invalid pageToken.' };
    offset = decoded;
  }
  const items = all.slice(offset, offset + size);
  const end = offset + items.length;
  return end < all.length ? { ok: true, items, nextPageToken: encodePageToken(end) } : { ok: true, items };
}
