// Downloads through RTK Query: the file stays out of the store (only its object URL, a string, is cached). Error
// answers are JSON as usual, so the api middleware's error dialog, busy dialog and 401 handling apply unchanged.

/** A file held by the browser: an object URL (revoke it when done) and the server's file name. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** The name from Content-Disposition (RFC 6266's UTF-8 filename* first, Japanese names travel there). */
const fileNameOf = (response: Response, fallback: string): string => {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
};

/** A responseHandler answering a DownloadedFile, or the JSON error body. */
export const fileResponseHandler =
  (fallbackName: string) =>
  async (response: Response): Promise<DownloadedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => ({}));
    return { url: URL.createObjectURL(await response.blob()), fileName: fileNameOf(response, fallbackName) };
  };

/** Saves a downloaded file under its name, then lets its object URL go once the browser has taken it. */
export function saveDownloadedFile(file: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 10_000);
}
