import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { authJa } from '../src/shared/i18n/auth.ja';
import { shellJa } from '../src/shared/i18n/shell.ja';

// The static first paint: the login frame, the signed-in shell frame and the loading overlay, in plain HTML and CSS
// inside index.html, so the largest paint of /login (the brand header) and the frame of every page do not wait for
// the bundle. Sizes mirror the Chakra components (auth-frame.tsx, login-form.tsx, header.tsx, nav-menu.tsx,
// loading-overlay.tsx): React renders into #root and removes #first-paint in the commit that shows the first screen,
// so the swap happens within one frame and nothing moves.
const { brand, title, common, header } = shellJa;
const { auth } = authJa;

const brandNames = `<span class="fp-allgrow">${brand.allgrow.product}</span><span class="fp-partner">${brand.partner.product}</span>`;

const markup = `<div id="first-paint">
<div class="fp-auth"><header><p class="fp-brand">${brandNames}</p></header>
<div class="fp-card"><h1><span class="fp-t-login">${title.login}</span><span class="fp-t-forgot">${title.forgotPassword}</span></h1>
<div class="fp-login" aria-hidden="true"><div class="fp-field"><span class="fp-label">${auth.email}</span><span class="fp-input"></span></div>
<div class="fp-field"><span class="fp-label">${auth.password}</span><span class="fp-input"></span></div>
<div class="fp-submit"><span class="fp-button">${auth.login}</span></div><div class="fp-link"><span>${auth.forgotLink}</span></div></div></div></div>
<div class="fp-shell"><div class="fp-header"><span class="fp-head-brand">${brandNames}</span>
<span class="fp-user"><span id="fp-corporate"></span><span><span id="fp-user"></span>${header.honorific}</span></span>
<span class="fp-desk" aria-hidden="true"><span>${header.info}</span><span>${header.news}</span><span class="fp-outline">${header.logout}</span></span>
<span class="fp-burger" aria-hidden="true"><span class="fp-outline">☰</span></span></div>
<div class="fp-body"><div class="fp-side"></div></div></div>
<div class="fp-overlay" role="status"><span>${common.loading}</span></div>
</div>`;

// Values are the theme's tokens (src/shared/theme/system.ts); md is its 768px breakpoint.
const css = `html,body{margin:0}
body{font-family:'Hiragino Kaku Gothic ProN','Noto Sans JP','Noto Sans CJK JP',Meiryo,sans-serif;color:#1a202c;background:#f5f7fa;line-height:1.6}
:root{--brand:#0b5cad}:root[data-brand=partner]{--brand:#2f4858}
#first-paint *{box-sizing:border-box}
#first-paint .fp-partner,#first-paint .fp-t-forgot,.fp-auth,.fp-shell,.fp-overlay{display:none}
[data-brand=partner] #first-paint .fp-partner{display:inline}[data-brand=partner] #first-paint .fp-allgrow{display:none}
[data-first-paint=login] .fp-auth,[data-first-paint=forgot] .fp-auth,[data-first-paint=shell] .fp-shell{display:flex}
[data-first-paint=shell] .fp-overlay,[data-first-paint=plain] .fp-overlay{display:flex}
[data-first-paint=forgot] .fp-login,[data-first-paint=forgot] #first-paint .fp-t-login{display:none}
[data-first-paint=forgot] #first-paint .fp-t-forgot{display:inline}
.fp-auth{min-height:100vh;flex-direction:column;align-items:center;justify-content:center;padding:16px}
.fp-auth header{text-align:center;margin-bottom:24px}
.fp-brand{font-size:1.5rem;font-weight:700;color:var(--brand)}
.fp-card{width:100%;max-width:420px;background:#fff;border-radius:6px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.fp-card h1{font-size:1.25rem;font-weight:700;margin-bottom:24px;text-align:center}
.fp-field{margin-bottom:16px}
.fp-label{display:block;margin-bottom:4px;font-size:.875rem;font-weight:700}
.fp-input{display:block;height:44px;border:1px solid #4a5568;border-radius:6px;background:#fff}
.fp-submit{margin-top:24px}
.fp-button{display:flex;align-items:center;justify-content:center;height:42px;border-radius:6px;background:var(--brand);color:#fff;font-weight:700}
.fp-link{margin-top:16px;text-align:center}.fp-link span{font-size:.875rem;color:var(--brand);text-decoration:underline}
.fp-shell{min-height:100vh;flex-direction:column}
.fp-header{position:sticky;top:0;display:flex;align-items:center;gap:8px;padding:0 12px;min-height:57px;background:#fff;border-bottom:1px solid #cbd5e0}
.fp-head-brand{max-width:45%;font-weight:700;color:var(--brand);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-user{margin-left:auto;flex:1;display:flex;flex-direction:column;align-items:flex-end;min-width:0;font-size:.75rem}
.fp-user>span{display:block;max-width:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-desk{display:none;align-items:center;gap:16px;flex-shrink:0;font-size:.875rem;font-weight:700}
.fp-burger{display:block;flex-shrink:0;font-size:.875rem;font-weight:700}
.fp-outline{display:inline-flex;align-items:center;height:32px;padding:0 12px;border:1px solid var(--brand);border-radius:6px;background:#fff;color:var(--brand)}
.fp-body{display:flex;flex:1}
.fp-side{display:none;width:240px;flex-shrink:0;background:#fff;border-right:1px solid #cbd5e0}
.fp-overlay{position:fixed;inset:0;z-index:40;align-items:center;justify-content:center;background:rgba(255,255,255,.85)}
.fp-overlay span{font-size:1.125rem;font-weight:700}
@media screen and (min-width:768px){.fp-card{padding:32px}.fp-header{gap:16px;padding:0 16px}.fp-head-brand{max-width:none;font-size:1.125rem}
.fp-user{flex-direction:row;justify-content:flex-end;align-items:baseline;column-gap:8px;font-size:.875rem}.fp-side{display:block}
.fp-desk{display:flex}.fp-burger{display:none}}`;

/** Injects the static first paint (markup, CSS and the inline boot script that picks the frame) into index.html. */
export const firstPaint = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'meo-first-paint',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const boot = await build({
        entryPoints: [path.join(root, 'src/app/first-paint/first-paint-boot.ts')],
        bundle: true,
        minify: true,
        format: 'iife',
        target: ['es2019'],
        write: false,
        legalComments: 'none',
        logLevel: 'warning',
      });
      const script = boot.outputFiles[0].text.trim();
      return html
        .replace('</head>', `<style>${css}</style>\n</head>`)
        .replace('<!--first-paint-->', `${markup.replace(/\n/g, '')}<script>${script}</script>`);
    },
  };
};
