type Settings = Record<string, string | number | boolean>;

const FONTS: Record<string, string> = {
  gothic: '"Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,sans-serif',
  mincho: '"Hiragino Mincho ProN","Noto Serif JP","Yu Mincho",serif',
  rounded: '"Hiragino Maru Gothic ProN","M PLUS Rounded 1c",sans-serif',
};

// Colours reach CSS only through this check (the contract's #rrggbb pattern), so a stored value can never close the
// rule it is written into.
const colour = (value: unknown, fallback: string): string => (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/u.test(value) ? value : fallback);
const px = (value: unknown, fallback: number, max: number): number => (typeof value === 'number' && value >= 0 && value <= max ? Math.round(value) : fallback);

/** The widget's own stylesheet, from its settings; the business's custom CSS follows it in the same shadow root. */
export function widgetCss(s: Settings): string {
  const dark = s.theme === 2;
  const width = px(s.review_width, 0, 1600);
  return `:host{display:block}
.mw{box-sizing:border-box;font-family:${FONTS[String(s.font_family)] ?? FONTS.gothic};color:${dark ? '#f1f3f4' : '#202124'};background:${dark ? '#202124' : '#fff'};padding:${px(s.padding_size, 16, 64)}px;max-width:${width === 0 ? '100%' : `${width}px`};border-radius:8px;line-height:1.6}
.mw *{box-sizing:border-box}
.hd{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 12px;padding:8px 12px;border-radius:6px;background:${colour(s.title_bgcolor, '#1a73e8')};color:${colour(s.title_color, '#ffffff')}}
.hd h2{margin:0;font-size:${px(s.title_font_size, 18, 40)}px}
.sum{font-size:14px}
.st{color:${colour(s.star_color, '#fbbc04')};letter-spacing:1px}
.list{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));list-style:none;margin:0;padding:0}
.vp{overflow:hidden}
.track{display:flex;transition:transform .4s ease;list-style:none;margin:0;padding:0}
.track>li{flex:0 0 100%;padding:0 6px}
.it{border:1px solid ${dark ? '#5f6368' : '#dadce0'};border-radius:8px;padding:12px;background:${dark ? '#303134' : '#fff'};height:100%;word-break:break-word}
.note .it{background:${dark ? '#3c3a2a' : '#fff8c5'};border-color:${dark ? '#5f5b3a' : '#f2e49b'};box-shadow:0 1px 3px rgba(0,0,0,.15)}
.meta{display:flex;flex-wrap:wrap;gap:2px 8px;font-size:12px;color:${dark ? '#bdc1c6' : '#5f6368'}}
.meta>*{white-space:nowrap}
.tx{margin:6px 0 0;white-space:pre-wrap;font-size:14px}
.ph{display:flex;gap:4px;flex-wrap:wrap;margin-top:8px}
.ph img{width:72px;height:72px;object-fit:cover;border-radius:4px}
.gal img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px;display:block}
.nav{display:flex;justify-content:center;align-items:center;gap:12px;margin-top:12px;font-size:14px}
.nav button{min-width:44px;min-height:44px;border:1px solid ${colour(s.headerparts_color, '#1a73e8')};color:${colour(s.headerparts_color, '#1a73e8')};background:transparent;border-radius:22px;padding:0 14px;font:inherit;cursor:pointer}
.nav button:disabled{opacity:.4;cursor:default}
.empty{margin:0;font-size:14px}`;
}
