import { DateTime } from 'luxon';
import { rankLabel } from '../../../../src/shared/ranking/rank';
import { TOKYO } from '../../../../src/shared/dates/zone';
import { snapshotMessagesJa as t } from './snapshot.messages.ja';
import type { SnapshotInput, SnapshotRow } from './snapshot.service';

// Our own page of the measured result list, captured by the HTML renderer. It is deliberately not styled like Google
// or Yahoo: it is a record of what the measurement found, not a picture of their screens.

/** CSS px; wide enough for long names, narrow enough to read on a phone when scaled down. */
export const SNAPSHOT_WIDTH = 640;
/** Shown before the gap when our listing ranks below the first page. */
const TOP_ROWS_BEFORE_GAP = 10;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const numberFormat = new Intl.NumberFormat('ja-JP');

type Line = { kind: 'row'; row: SnapshotRow } | { kind: 'gap' };

/** Every row of the page in rank order, or — when we rank below it — its top rows, a gap and our row. */
export function snapshotLines(rows: readonly SnapshotRow[]): Line[] {
  const sorted = [...rows].sort((a, b) => a.rank - b.rank);
  const page = sorted.filter((row) => !row.ours);
  const ours = sorted.find((row) => row.ours);
  const lastOnPage = page.length ? page[page.length - 1].rank : 0;
  if (!ours || ours.rank <= lastOnPage + 1) return sorted.map((row) => ({ kind: 'row', row }));
  return [...page.slice(0, TOP_ROWS_BEFORE_GAP).map((row): Line => ({ kind: 'row', row })), { kind: 'gap' }, { kind: 'row', row: ours }];
}

const lineHtml = (line: Line): string => {
  if (line.kind === 'gap') return `<li class="gap" aria-hidden="true">${t.gap}</li>`;
  const { row } = line;
  const name = row.name === null ? `<span class="unnamed">${t.unnamed}</span>` : escapeHtml(row.name);
  const badge = row.ours ? `<span class="badge">${t.ours}</span>` : '';
  return `<li class="${row.ours ? 'row ours' : 'row'}"><span class="rank">${escapeHtml(t.rank.position(row.rank))}</span><span class="name">${name}</span>${badge}</li>`;
};

const field = (label: string, value: string): string => `<div class="field"><dt>${label}</dt><dd>${value}</dd></div>`;

export function snapshotPageHtml(input: SnapshotInput): string {
  const measuredAt = DateTime.fromJSDate(input.measuredAt, { zone: TOKYO }).toFormat('yyyy/MM/dd HH:mm');
  const point = `${input.point.lat.toFixed(6)}, ${input.point.lng.toFixed(6)}（${t.radius(numberFormat.format(input.point.radiusM))}）`;
  const label = rankLabel(t.rank, input.outcome, input.rank);
  const lines = snapshotLines(input.rows);
  const list = lines.length ? `<ol class="rows">${lines.map(lineHtml).join('')}</ol>` : `<p class="empty">${t.noRows}</p>`;
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main>
<header><h1>${t.title}</h1>
<p class="result"><span class="label">${t.rankLabel}</span><strong>${escapeHtml(label)}</strong>
<span class="meta">${t.depth(input.depth)} · ${t.resultCount(numberFormat.format(input.resultCount))}</span></p>
<dl>${[
    field(t.keyword, escapeHtml(input.keyword)),
    field(t.providerLabel, t.provider[input.provider]),
    field(t.store, escapeHtml(input.storeName)),
    field(t.measuredAt, measuredAt),
    field(t.point, point),
    field(t.deviceProfile, escapeHtml(input.deviceProfile)),
  ].join('')}</dl></header>
${list}
<footer><p>${t.footer}</p><p>${t.personalised}</p></footer>
</main></body></html>`;
}

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"Noto Sans CJK JP","Noto Sans JP",sans-serif;color:#1a202c;background:#fff;font-size:15px;line-height:1.5}
main{padding:20px}
h1{font-size:18px;margin-bottom:8px}
.result{display:flex;align-items:baseline;gap:10px;flex-wrap:wrap;margin-bottom:10px}
.result .label{color:#4a5568}
.result strong{font-size:26px}
.result .meta{color:#4a5568;font-size:13px}
dl{border:1px solid #e2e8f0;border-radius:6px;padding:8px 12px;margin-bottom:14px}
.field{display:flex;gap:12px;padding:2px 0}
dt{flex:0 0 5.5em;color:#4a5568}
dd{flex:1;overflow-wrap:anywhere}
ol.rows{list-style:none;border-top:1px solid #e2e8f0}
li{display:flex;align-items:center;gap:12px;padding:7px 10px;border-bottom:1px solid #e2e8f0}
li .rank{flex:0 0 3.5em;text-align:right;font-variant-numeric:tabular-nums;color:#4a5568}
li .name{flex:1;overflow-wrap:anywhere}
li .unnamed{color:#718096}
li.ours{background:#fefcbf;font-weight:bold;border-left:4px solid #d69e2e}
li.ours .rank{color:#1a202c}
.badge{font-size:12px;background:#d69e2e;color:#fff;border-radius:4px;padding:1px 6px}
li.gap{justify-content:center;color:#718096}
.empty{padding:16px;text-align:center;color:#4a5568;border:1px dashed #cbd5e0;border-radius:6px}
footer{margin-top:14px;font-size:12px;color:#4a5568}
footer p+p{margin-top:4px}
`;
