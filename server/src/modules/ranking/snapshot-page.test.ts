import { escapeHtml, snapshotLines, snapshotPageHtml } from './snapshot-page';
import { snapshotInput } from './snapshot.testing';

const page = (rows: number, ours: number | null) => [
  ...Array.from({ length: rows }, (_, i) => ({ rank: i + 1, id: `p${i + 1}`, name: `店${i + 1}`, ours: i + 1 === ours })),
  ...(ours !== null && ours > rows ? [{ rank: ours, id: 'me', name: '自店', ours: true }] : []),
];
const shape = (lines: ReturnType<typeof snapshotLines>) => lines.map((l) => (l.kind === 'gap' ? '…' : `${l.row.rank}${l.row.ours ? '*' : ''}`));

describe('snapshotLines', () => {
  it('shows the whole page in rank order with our row in its place', () => {
    expect(shape(snapshotLines([...page(5, 3)].reverse()))).toEqual(['1', '2', '3*', '4', '5']);
  });

  it('shows the top ten, a gap and our row when we rank below the page', () => {
    expect(shape(snapshotLines(page(20, 37)))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '…', '37*']);
  });

  it('needs no gap when our row follows the page directly, nor without our row (圏外)', () => {
    expect(shape(snapshotLines(page(4, 5)))).toEqual(['1', '2', '3', '4', '5*']);
    expect(shape(snapshotLines(page(3, null)))).toEqual(['1', '2', '3']);
  });
});

describe('snapshotPageHtml', () => {
  it('escapes every text that came from outside', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = snapshotPageHtml(snapshotInput({ keyword: '<script>alert(1)</script>', storeName: 'A&B', rows: [{ rank: 1, id: 'x', name: '<img src=x>', ours: false }] }));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A&amp;B');
  });

  it('states what was measured, where, when (Tokyo) and how, and that it is not a capture', () => {
    const html = snapshotPageHtml(snapshotInput());
    for (const text of ['渋谷 ランチ', 'Google', 'デモ食堂 渋谷店', '2026/11/25 09:05', '35.658034, 139.701636', '半径 3,000m', 'Places API (New) searchText', '3位', 'キャプチャしたものではありません']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('class="row ours"');
  });

  it('writes 圏外 and 表示なし, an unnamed row and an empty list in Japanese', () => {
    const out = snapshotPageHtml(snapshotInput({ outcome: 'out_of_range', rank: null, rows: [{ rank: 1, id: 'x', name: null, ours: false }] }));
    expect(out).toContain('圏外');
    expect(out).toContain('名称非公開');
    const none = snapshotPageHtml(snapshotInput({ provider: 'yahoo', outcome: 'no_result', rank: null, resultCount: 0, rows: [] }));
    expect(none).toContain('表示なし');
    expect(none).toContain('Yahoo!');
    expect(none).toContain('検索結果はありませんでした');
  });
});
