/**
 * An SVG path through the ranks, best at the top. A null (圏外, 表示なし, nothing measured) breaks the line, so a gap is
 * never drawn as a slope; a lone ranked day between gaps is a short tick so it still shows.
 */
export function sparklinePath(ranks: readonly (number | null)[], width: number, height: number, pad = 3): string {
  const values = ranks.filter((r): r is number => r !== null);
  if (!values.length) return '';
  const best = Math.min(...values);
  const worst = Math.max(...values);
  const span = worst - best || 1;
  const step = ranks.length > 1 ? (width - pad * 2) / (ranks.length - 1) : 0;
  const x = (i: number) => round(pad + i * step);
  const y = (rank: number) => round(worst === best ? height / 2 : pad + ((rank - best) / span) * (height - pad * 2));
  const parts: string[] = [];
  let open = false;
  ranks.forEach((rank, i) => {
    if (rank === null) {
      open = false;
      return;
    }
    const lone = !open && (i + 1 >= ranks.length || ranks[i + 1] === null);
    parts.push(`${open ? 'L' : 'M'}${x(i)} ${y(rank)}`);
    if (lone) parts.push(`h1`);
    open = true;
  });
  return parts.join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
