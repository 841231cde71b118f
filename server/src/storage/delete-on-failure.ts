import type { FileStorage } from './file-storage';

/**
 * Runs `work` (the writes that store files and then record them in the database) and, when it fails, deletes the
 * files under `keys` so that none is left on disk without a row pointing at it. Deleting is best effort: the
 * original error is what the caller sees. A key never written is fine (delete is a no-op then).
 */
export async function deleteOnFailure<T>(storage: Pick<FileStorage, 'delete'>, keys: readonly string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}
