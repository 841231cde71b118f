import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DEFAULT_CHROMIUM_PATH, createChromiumRenderer } from '../../rendering/chromium-renderer';
import { unavailableRenderer, type HtmlRenderer } from '../../rendering/html-renderer';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import { renderRankSnapshot, sha256Hex, snapshotKey } from './snapshot.service';
import { snapshotInput } from './snapshot.testing';

const logger = pino({ level: 'silent' });
let root: string;
let storage: FileStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-snapshot-'));
  storage = createLocalFileStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const readStored = async (key: string) => {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), contentType: file.contentType };
};

const fakeRenderer = (png: Buffer, seen: string[] = []): HtmlRenderer => ({
  available: true,
  renderPng: async (html) => {
    seen.push(html);
    return png;
  },
  close: async () => undefined,
});

it('stores the PNG under a key per company and result, with the SHA-256 of its bytes', async () => {
  const png = Buffer.from('not really a png');
  const seen: string[] = [];
  const outcome = await renderRankSnapshot({ htmlRenderer: fakeRenderer(png, seen), storage, logger }, snapshotInput({ companyId: 7, resultId: 42 }));
  expect(outcome).toEqual({ status: 'ok', key: 'rank-snapshots/7/42.png', contentHash: sha256Hex(png) });
  expect(snapshotKey(7, 42)).toBe(outcome.key);
  expect(await readStored('rank-snapshots/7/42.png')).toEqual({ body: png, contentType: 'image/png' });
  expect(seen[0]).toContain('渋谷 ランチ');
});

it('records the picture as missing, without throwing, when there is no browser or the render or the write fails', async () => {
  const missing = { status: 'missing', key: null, contentHash: null };
  expect(await renderRankSnapshot({ htmlRenderer: unavailableRenderer, storage, logger }, snapshotInput())).toEqual(missing);
  const broken: HtmlRenderer = { available: true, renderPng: async () => Promise.reject(new Error('crashed')), close: async () => undefined };
  expect(await renderRankSnapshot({ htmlRenderer: broken, storage, logger }, snapshotInput())).toEqual(missing);
  const full: FileStorage = { ...storage, put: async () => Promise.reject(new Error('ENOSPC')) };
  expect(await renderRankSnapshot({ htmlRenderer: fakeRenderer(Buffer.from('x')), storage: full, logger }, snapshotInput())).toEqual(missing);
});

describe('with the system Chromium', () => {
  const renderer = createChromiumRenderer({ executablePath: DEFAULT_CHROMIUM_PATH, logger });
  afterAll(() => renderer.close());

  it('renders the result list to a PNG whose stored bytes match the hash', async () => {
    const outcome = await renderRankSnapshot({ htmlRenderer: renderer, storage, logger }, snapshotInput({ rank: 37, rows: [...snapshotInput().rows.map((r) => ({ ...r, ours: false })), { rank: 37, id: 'ours', name: 'デモ食堂 渋谷店', ours: true }] }));
    expect(outcome.status).toBe('ok');
    const stored = await readStored(outcome.key ?? '');
    expect(stored?.body.subarray(1, 4).toString()).toBe('PNG');
    expect(sha256Hex(stored?.body ?? Buffer.alloc(0))).toBe(outcome.contentHash);
    expect(stored?.body.readUInt32BE(16)).toBe(640);
  });
});
