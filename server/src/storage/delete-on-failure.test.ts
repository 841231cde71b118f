import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteOnFailure } from './delete-on-failure';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

let root: string;
let storage: FileStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'delete-on-failure-'));
  storage = createLocalFileStorage(path.join(root, 'files'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('deletes the stored files when the recording step fails, and answers its error', async () => {
  const work = async () => {
    await storage.put('media/1/a.jpg', Buffer.from('photo'), 'image/jpeg');
    await storage.put('media/1/a-thumb.jpg', Buffer.from('thumb'), 'image/jpeg');
    throw new Error('insert failed');
  };
  await expect(deleteOnFailure(storage, ['media/1/a.jpg', 'media/1/a-thumb.jpg', 'media/1/never-written.jpg'], work)).rejects.toThrow('insert failed');
  expect([await storage.exists('media/1/a.jpg'), await storage.exists('media/1/a-thumb.jpg')]).toEqual([false, false]);
});

it('keeps the files and answers the result when the step succeeds', async () => {
  const result = await deleteOnFailure(storage, ['media/1/b.jpg'], async () => {
    await storage.put('media/1/b.jpg', Buffer.from('photo'), 'image/jpeg');
    return 42;
  });
  expect([result, await storage.exists('media/1/b.jpg')]).toEqual([42, true]);
});

it('answers the original error even when a delete fails too', async () => {
  const failingDelete = { delete: () => Promise.reject(new Error('disk gone')) };
  await expect(deleteOnFailure(failingDelete, ['media/1/c.jpg'], () => Promise.reject(new Error('insert failed')))).rejects.toThrow('insert failed');
});
