import { fontOf, shape } from './qr-fonts';
import { fmt, type Paint, type Scene, type SceneItem, type TextItem } from './qr-scene';

// The same scene as an SVG document. Text is written as the glyph outlines of the very fonts the PDF embeds, so
// the raster needs no system fonts and matches the PDF; the document therefore carries no user text at all.

const attr = (name: string, value: string | number | undefined): string => (value === undefined ? '' : ` ${name}="${typeof value === 'number' ? fmt(value) : value}"`);

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const colour = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (!COLOUR.test(value)) throw new Error(`not a colour: ${value}`);
  return value;
};

const paintAttrs = (p: Paint): string =>
  attr('fill', colour(p.fill) ?? 'none') +
  attr('stroke', colour(p.stroke)) +
  attr('stroke-width', p.stroke ? (p.lineWidth ?? 1) : undefined) +
  attr('stroke-dasharray', p.dash ? `${fmt(p.dash[0])} ${fmt(p.dash[1])}` : undefined) +
  attr('opacity', p.opacity);

function textSvg(item: TextItem): string {
  const paths: string[] = [];
  for (const run of item.runs) {
    const font = fontOf(run.font).font;
    const k = item.size / font.unitsPerEm;
    const layout = shape(run.font, run.text);
    let pen = 0;
    const d: string[] = [];
    layout.glyphs.forEach((glyph, i) => {
      const p = layout.positions[i];
      d.push(glyph.path.translate(pen + p.xOffset, p.yOffset).toSVG());
      pen += p.xAdvance + item.spacing / k;
    });
    // Font units have y up; the scale flips them onto the baseline.
    paths.push(`<path transform="translate(${fmt(item.x + run.dx)} ${fmt(item.y)}) scale(${k} ${-k})" d="${d.join('')}"/>`);
  }
  return `<g${attr('fill', colour(item.color))}>${paths.join('')}</g>`;
}

function itemSvg(item: SceneItem): string {
  switch (item.kind) {
    case 'rect':
      return `<rect${attr('x', item.x)}${attr('y', item.y)}${attr('width', item.w)}${attr('height', item.h)}${attr('rx', item.r || undefined)}${paintAttrs(item)}/>`;
    case 'circle':
      return `<circle${attr('cx', item.cx)}${attr('cy', item.cy)}${attr('r', item.r)}${paintAttrs(item)}/>`;
    case 'path':
      return `<path d="${item.d}"${paintAttrs(item)}/>`;
    case 'text':
      return textSvg(item);
    case 'qr': {
      const module = item.size / item.cells;
      return (
        `<rect${attr('x', item.x)}${attr('y', item.y)}${attr('width', item.size)}${attr('height', item.size)}${attr('fill', colour(item.light))}/>` +
        `<path transform="translate(${fmt(item.x)} ${fmt(item.y)}) scale(${module})" d="${item.d}"${attr('fill', colour(item.dark))} shape-rendering="crispEdges"/>`
      );
    }
  }
}

/** The scene in points, drawn into `pixelWidth` × `pixelHeight` pixels. */
export function renderSvg(scene: Scene, pixelWidth: number, pixelHeight: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${fmt(scene.width)} ${fmt(scene.height)}">` +
    `<rect width="100%" height="100%"${attr('fill', colour(scene.background))}/>` +
    scene.items.map(itemSvg).join('') +
    '</svg>'
  );
}
