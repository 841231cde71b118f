import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { InvalidStorageKeyError, type FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

let root: string;
let storage: FileStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalFileStorage(path.join(root, 'files'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('puts, reads back with size and content type, and deletes', async () => {
  const { size } = await storage.put('exports/1/stores.txt', Buffer.from('こんにちは'), 'text/plain; charset=utf-8');
  expect(size).toBe(Buffer.byteLength('こんにちは'));
  expect(await storage.exists('exports/1/stores.txt')).toBe(true);
  const file = await storage.get('exports/1/stores.txt');
  expect(file?.size).toBe(size);
  expect(file?.contentType).toBe('text/plain; charset=utf-8');
  expect(await text(file!.stream)).toBe('こんにちは');
  await storage.delete('exports/1/stores.txt');
  expect(await storage.exists('exports/1/stores.txt')).toBe(false);
  expect(await storage.get('exports/1/stores.txt')).toBeNull();
});

it('writes streams atomically and leaves no temp file behind', async () => {
  await storage.put('a/b.bin', Readable.from([Buffer.from('one'), Buffer.from('two')]), 'application/octet-stream');
  expect(await text((await storage.get('a/b.bin'))!.stream)).toBe('onetwo');
  expect(fs.readdirSync(path.join(root, 'files', '.tmp'))).toEqual([]);

  const failing = new Readable({
    read() {
      this.destroy(new Error('boom'));
    },
  });
  await expect(storage.put('a/c.bin', failing, 'application/octet-stream')).rejects.toThrow('boom');
  expect(await storage.exists('a/c.bin')).toBe(false);
  expect(fs.readdirSync(path.join(root, 'files', '.tmp'))).toEqual([]);
});

it.each([
  '../escape.txt',
  'exports/../../escape.txt',
  '/etc/passwd',
  'exports//x',
  'exports/..',
  'exports/.hidden',
  'exports\\..\\x',
  'exports/a\u0000b',
  '',
  'exports/..%2fx',
])('rejects the unsafe key %j on every operation', async (key) => {
  await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  expect(fs.existsSync(path.join(root, 'escape.txt'))).toBe(false);
});
