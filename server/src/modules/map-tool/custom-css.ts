import type { AtRule, ChildNode, Container, Declaration, Postcss } from 'postcss';

// Custom CSS runs inside the widget's shadow root on somebody else's page, so it is filtered with a real parser (not
// patterns over the text) and an allow-list: only style rules and @media / @supports / @keyframes survive, and a
// declaration survives only when its value, with CSS escapes decoded as a browser decodes them, holds nothing that
// loads from elsewhere or runs code.
const ALLOWED_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);
const FORBIDDEN_VALUE = /expression\s*\(|javascript:|vbscript:|data:|image-set\s*\(|(?:^|[^a-z-])image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(|paint\s*\(|env\s*\(|attr\s*\(/iu;
const FORBIDDEN_PROPERTY = /^(?:behavior|-moz-binding|-ms-behavior|binding)$/iu;
const URL_FUNCTION = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/giu;

// postcss is loaded by the first widget with custom CSS (most have none), not at server start.
let postcssModule: Promise<Postcss> | undefined;
const loadPostcss = (): Promise<Postcss> => (postcssModule ??= import('postcss').then((module) => module.default));

/** Decodes CSS escapes (\75 rl, \u) the way the tokenizer does, so `\75 rl(` is judged as `url(`. */
const decodeEscapes = (text: string): string =>
  text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n])/gu, (_m, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? '')));

/** url() may only load https images from the widget's own server (`allowedOrigin`), never another host. */
function urlsAllowed(value: string, allowedOrigin: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) {
    let url: URL;
    try {
      url = new URL(match[2]);
    } catch {
      return false;
    }
    if (url.origin !== allowedOrigin) return false;
  }
  // A url( that the pattern above could not read whole (unclosed, nested quotes) is refused rather than guessed at.
  return (value.match(/url\s*\(/giu) ?? []).length === [...value.matchAll(URL_FUNCTION)].length;
}

function keepDeclaration(decl: Declaration, allowedOrigin: string): boolean {
  const prop = decodeEscapes(decl.prop).trim();
  const value = decodeEscapes(decl.value);
  if (FORBIDDEN_PROPERTY.test(prop) || /[<>]/u.test(prop + value)) return false;
  if (FORBIDDEN_VALUE.test(value) || !urlsAllowed(value, allowedOrigin)) return false;
  // The widget must not cover the host page (a fixed or sticky box over the site's own buttons).
  if (/^position$/iu.test(prop) && /fixed|sticky/iu.test(value)) return false;
  return true;
}

function filterContainer(container: Container, allowedOrigin: string): void {
  container.each((node: ChildNode) => {
    if (node.type === 'comment') node.remove();
    else if (node.type === 'decl') {
      if (!keepDeclaration(node, allowedOrigin)) node.remove();
      // Served as judged: the raw form may hold comments that the checked value does not.
      else delete node.raws.value;
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (!ALLOWED_AT_RULES.has(decodeEscapes(at.name).toLowerCase()) || /[<>]|url\s*\(/iu.test(decodeEscapes(at.params))) at.remove();
      else filterContainer(at, allowedOrigin);
    } else if (node.type === 'rule') {
      if (decodeEscapes(node.selector).includes('<')) node.remove();
      else filterContainer(node, allowedOrigin);
    }
  });
}

/**
 * The custom CSS as it may be served: filtered as above, and empty when it cannot be parsed (a half-written rule
 * would otherwise swallow the widget's own styles). The result never contains '<', so it cannot end a style element.
 */
export async function sanitizeCustomCss(css: string, allowedOrigin: string): Promise<string> {
  if (css.trim() === '') return '';
  const postcss = await loadPostcss();
  let root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  filterContainer(root, allowedOrigin);
  const out = root.toString();
  return out.includes('<') ? '' : out.trim();
}
