import type { SnapshotInput } from './snapshot.service';

// Test support for the rank snapshots: a measurement as the engine hands it over.

export function snapshotInput(overrides: Partial<SnapshotInput> = {}): SnapshotInput {
  const rows = Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, id: `place-${i + 1}`, name: `ライバル店 ${i + 1}`, ours: false }));
  rows[2] = { rank: 3, id: 'ours', name: 'デモ食堂 渋谷店', ours: true };
  return {
    resultId: 1,
    companyId: 1,
    provider: 'google',
    keyword: '渋谷 ランチ',
    storeName: 'デモ食堂 渋谷店',
    measuredAt: new Date('2026-11-25T00:05:00Z'),
    point: { lat: 35.658034, lng: 139.701636, radiusM: 3000 },
    deviceProfile: 'Places API (New) searchText · ja/JP · RELEVANCE · 非パーソナライズ',
    outcome: 'ranked',
    rank: 3,
    depth: 60,
    resultCount: 60,
    rows,
    ...overrides,
  };
}
