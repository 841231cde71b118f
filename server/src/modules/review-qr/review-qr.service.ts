import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { requireLinked } from '../local-accounts/linking.service';
import type { LocalAccountRow } from '../local-accounts/local-accounts.table';
import type { QrTemplate } from './render/qr-designs';
import type { QrLanguage } from './render/qr-copy';
import type { QrPaperSize } from './render/qr-paper';
import { reviewLinkFor, type ReviewLinkDeps } from './review-link.cache';
import { reviewQrMessagesJa as m } from './review-qr.messages.ja';
import { findQrSetting, saveQrSetting } from './review-qr.repository';
import type { ReviewQrSettingRow } from './review-qr.table';
import { assertPrintableTexts } from './review-qr.validation';

export type QrDeps = ReviewLinkDeps & Pick<Deps, 'logger'>;

export interface QrDesignInput {
  template: QrTemplate;
  paper_size: QrPaperSize;
  language: QrLanguage;
  headline: string;
  message: string;
}

const PAPERS: readonly QrPaperSize[] = ['card', 'postcard', 'a4_portrait', 'a4_landscape'];
const LANGUAGES: readonly QrLanguage[] = ['jp', 'en', 'cn', 'jp_en', 'jp_cn', 'jp_en_cn'];
// Keyed by the contract's enum, so a template added there and missing here (or the reverse) fails to compile.
const TEMPLATES = new Set(
  Object.keys({
    default: true, template_1: true, template_2: true, template_3: true, template_4: true, template_5: true, template_6: true, template_7: true,
    template_8: true, template_9: true, template_10: true, template_11: true, template_12: true, template_13: true, template_14: true,
  } satisfies Record<QrTemplate, true>),
);
const DEFAULTS: QrDesignInput = { template: 'default', paper_size: 'card', language: 'jp', headline: '', message: '' };

/** The company's linked Google account for a g_ key; anything else (another company's, unlinked, Yahoo) is 404. */
async function googleAccount(deps: Pick<Deps, 'db'>, auth: AuthContext, key: string): Promise<LocalAccountRow> {
  if (!key.startsWith('g_')) throw notFound();
  const [account] = await requireLinked(deps.db, auth.company.id, [key], auth.accountScope);
  if (!account || account.provider !== 'google') throw notFound();
  return account;
}

// Stored values were checked on the way in; a value from an older design list falls back to the default.
const designOf = (row: ReviewQrSettingRow | null): QrDesignInput =>
  row
    ? {
        template: TEMPLATES.has(row.template) ? (row.template as QrTemplate) : DEFAULTS.template,
        paper_size: PAPERS.includes(row.paperSize as QrPaperSize) ? (row.paperSize as QrPaperSize) : DEFAULTS.paper_size,
        language: LANGUAGES.includes(row.language as QrLanguage) ? (row.language as QrLanguage) : DEFAULTS.language,
        headline: row.headline,
        message: row.message,
      }
    : DEFAULTS;

let renderer: Promise<typeof import('./render/qr-renderer')> | undefined;
const loadRenderer = () => (renderer ??= import('./render/qr-renderer'));

const toBody = (account: LocalAccountRow, design: QrDesignInput, uri: string | null) => ({
  ...design,
  local_account_id: toAccountKey('google', account.id),
  store_name: account.title,
  new_review_uri: uri,
});

export async function getQrSetting(deps: QrDeps, auth: AuthContext, key: string) {
  const account = await googleAccount(deps, auth, key);
  const row = await findQrSetting(deps.db, auth.company.id, account.id);
  const uri = await reviewLinkFor(deps, auth.company.id, account.providerLocationId);
  return { data: toBody(account, designOf(row), uri) };
}

export async function updateQrSetting(deps: QrDeps, auth: AuthContext, input: QrDesignInput & { local_account_id: string }) {
  const texts = assertPrintableTexts(input);
  const account = await googleAccount(deps, auth, input.local_account_id);
  const values = { template: input.template, paperSize: input.paper_size, language: input.language, ...texts };
  const row = await saveQrSetting(deps.db, auth.company.id, account.id, values, deps.clock.now());
  if (!row) throw notFound();
  // Saving never depends on Google: when the link cannot be read right now the answer simply carries none.
  const uri = await reviewLinkFor(deps, auth.company.id, account.providerLocationId).catch((error: unknown) => {
    deps.logger.warn({ err: error, localAccountId: account.id }, 'review link unavailable after saving the QR design');
    return null;
  });
  return { message: m.saved, data: toBody(account, designOf(row), uri) };
}

export interface RenderedQrFile {
  body: Buffer;
  contentType: 'application/pdf' | 'image/png';
  fileName: string;
  inline: boolean;
}

// A file name must not carry path separators or characters that Windows refuses.
const safeName = (name: string): string =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim()
    .slice(0, 80) || 'store';

export async function renderQrFile(
  deps: QrDeps,
  auth: AuthContext,
  query: QrDesignInput & { local_account_id: string; format: 'pdf' | 'png'; disposition?: 'attachment' | 'inline' },
): Promise<RenderedQrFile> {
  const texts = assertPrintableTexts(query);
  const account = await googleAccount(deps, auth, query.local_account_id);
  const uri = await reviewLinkFor(deps, auth.company.id, account.providerLocationId);
  if (!uri) throw new DomainError('review_link_unavailable', 409, m.noReviewLink);
  const { buildScene, renderPdf, renderPng, PREVIEW_LONG_SIDE, PRINT_DPI } = await loadRenderer();
  const scene = buildScene({ template: query.template, paperSize: query.paper_size, language: query.language, ...texts, storeName: account.title, uri });
  const inline = query.disposition === 'inline';
  const body =
    query.format === 'pdf'
      ? await renderPdf(scene, { title: m.pdfTitle(account.title), created: deps.clock.now() })
      : await renderPng(scene, inline ? { longSide: PREVIEW_LONG_SIDE } : { dpi: PRINT_DPI });
  return {
    body,
    contentType: query.format === 'pdf' ? 'application/pdf' : 'image/png',
    fileName: m.fileName(safeName(account.title), m.paper[query.paper_size], query.format),
    inline,
  };
}
