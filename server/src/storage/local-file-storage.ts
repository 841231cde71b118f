import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, InvalidStorageKeyError, type FileStorage } from './file-storage';

const META_SUFFIX = '.meta.json';
const TEMP_DIR = '.tmp';

interface Meta {
  contentType: string;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under one directory; each object is the file plus a small JSON sidecar holding its content type. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const resolve = (key: string): string => {
    const target = path.resolve(root, ...assertSafeKey(key));
    // Belt and braces: the key alphabet already forbids it, but never touch anything outside the root.
    if (!target.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return target;
  };

  // Written to a temp file in the same file system and renamed into place, so a reader never sees half a file
  // and a crash mid-write leaves only a temp file behind.
  const writeAtomically = async (target: string, body: Buffer | Readable): Promise<number> => {
    const tempDir = path.join(root, TEMP_DIR);
    await fsp.mkdir(tempDir, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tempDir, `${randomUUID()}.part`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      const { size } = await fsp.stat(temp);
      await fsp.rename(temp, target);
      return size;
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      const target = resolve(key);
      const size = await writeAtomically(target, body);
      const meta: Meta = { contentType };
      await writeAtomically(`${target}${META_SUFFIX}`, Buffer.from(JSON.stringify(meta)));
      return { size };
    },
    async get(key) {
      const target = resolve(key);
      try {
        const { size } = await fsp.stat(target);
        const meta = await readMeta(`${target}${META_SUFFIX}`);
        return { stream: fs.createReadStream(target), size, contentType: meta.contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const target = resolve(key);
      await fsp.rm(target, { force: true });
      await fsp.rm(`${target}${META_SUFFIX}`, { force: true });
    },
    async exists(key) {
      try {
        return (await fsp.stat(resolve(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

async function readMeta(file: string): Promise<Meta> {
  try {
    const parsed: unknown = JSON.parse(await fsp.readFile(file, 'utf8'));
    const contentType = (parsed as Partial<Meta> | null)?.contentType;
    return { contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream' };
  } catch (error) {
    if (isMissing(error)) return { contentType: 'application/octet-stream' };
    throw error;
  }
}
