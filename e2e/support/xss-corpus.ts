// A corpus of script-injection payloads for text that reaches the console from outside (review texts and reviewer
// names come from Google and Yahoo, coupon feedback from the public form). Each payload tries to run `{run}`, which
// is replaced by an action the spec can observe: an alert (Playwright sees the dialog) or a write to window.__xss.

const VECTORS = [
  '<script>{run}</script>',
  '<SCRIPT>{run}</SCRIPT>',
  '<script src="data:text/javascript,{run}"></script>',
  '<img src=x onerror="{run}">',
  '<img src=x onerror={run}>',
  '<IMG SRC=JaVaScRiPt:{run}>',
  '<svg onload="{run}">',
  '<svg/onload={run}>',
  '<svg><script>{run}</script></svg>',
  '<svg><animate onbegin={run} attributeName=x dur=1s>',
  '<iframe src="javascript:{run}"></iframe>',
  '<iframe srcdoc="<script>parent.{run}</script>"></iframe>',
  '<a href="javascript:{run}">開く</a>',
  '<a href="data:text/html,<script>{run}</script>">開く</a>',
  '<body onload={run}>',
  '<details open ontoggle={run}>',
  '<input autofocus onfocus={run}>',
  '<select autofocus onfocus={run}></select>',
  '<textarea autofocus onfocus={run}></textarea>',
  '<video><source onerror="{run}"></video>',
  '<audio src=x onerror={run}>',
  '<object data="javascript:{run}"></object>',
  '<embed src="javascript:{run}">',
  '<marquee onstart={run}>',
  '<div onmouseover="{run}" style="position:fixed;inset:0">',
  '<math><mtext><table><mglyph><style><img src=x onerror={run}>',
  '"><img src=x onerror={run}>',
  "'><script>{run}</script>",
  '</textarea><script>{run}</script>',
  '</title><script>{run}</script>',
  '</style><script>{run}</script>',
  '<scr<script>ipt>{run}</scr</script>ipt>',
  '<meta http-equiv="refresh" content="0;url=javascript:{run}">',
  '<form><button formaction="javascript:{run}">送信</button></form>',
  '<div style="background:url(javascript:{run})">',
  '<img src="x" onerror="&#106;&#97;&#118;&#97;:{run}">',
  '%3Cscript%3E{run}%3C/script%3E',
  '&lt;script&gt;{run}&lt;/script&gt;',
  '{{constructor.constructor("{run}")()}}',
  '${{run}}',
  'javascript:{run}',
  '<template><script>{run}</script></template><img src=x onerror={run}>',
  '<noscript><p title="</noscript><img src=x onerror={run}>">',
  '<xmp><img src=x onerror={run}></xmp>',
  '<base href="javascript:{run}//">',
  '\u003cimg src=x onerror={run}\u003e',
  '＜script＞{run}＜/script＞',
  '料理は美味しかったです<img src=x onerror={run}>また来ます',
  '<p>★★★★★</p><script>{run}</script>',
  '<style>@import "javascript:{run}";</style>',
  '<link rel=stylesheet href="javascript:{run}">',
  '<isindex type=image src=1 onerror={run}>',
  '<keygen autofocus onfocus={run}>',
  '<frameset onload={run}>',
  '<table background="javascript:{run}">',
] as const;

/** What a payload runs: every form makes a hit observable from the test. */
const RUNS = [(n: number) => `alert(${n})`, (n: number) => `window.__xss=${n}`, (n: number) => `confirm(${n})`, (n: number) => `top['al'+'ert'](${n})`] as const;

/** Every vector with every action, numbered so a hit names its payload; each ends with a searchable marker. */
export function xssPayloads(marker: string): string[] {
  const payloads: string[] = [];
  for (const run of RUNS) {
    for (const vector of VECTORS) {
      const n = payloads.length + 1;
      payloads.push(`${vector.replaceAll('{run}', run(n))} ${marker}${n}`);
    }
  }
  return payloads;
}
