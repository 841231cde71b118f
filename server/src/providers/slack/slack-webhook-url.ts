import { ProviderError } from '../shared/provider-errors';
import { assertPublicHttpUrl, type HostResolver } from '../shared/ssrf-guard';

/** Where Slack's incoming webhooks live; while Slack is emulated this host is served by the emulator. */
export const SLACK_WEBHOOK_HOST = 'hooks.slack.com';
export const SLACK_WEBHOOK_URL_MAX = 500;

const refuse = (reason: string): never => {
  throw new ProviderError({ provider: 'slack', code: 'unsafe_url', detail: { reason } });
};

/**
 * A webhook URL a user saves: https only, no credentials, query or fragment, and a host that is and resolves to
 * public addresses only (never the server's own network). While Slack is emulated, hooks.slack.com is the emulator
 * and is not looked up (a sandbox has no DNS); every other host is checked in full either way. Checked when saved and
 * again before every post, because DNS can be re-pointed in between.
 */
export async function assertSlackWebhookUrl(input: string, options: { live: boolean; resolve?: HostResolver }): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse('not a URL');
  }
  if (input.length > SLACK_WEBHOOK_URL_MAX) refuse('too long');
  if (url.protocol !== 'https:') refuse(`scheme ${url.protocol} not allowed`);
  if (url.search !== '' || url.hash !== '' || url.pathname.length < 2) refuse('not a webhook path');
  if (!options.live && url.hostname.toLowerCase() === SLACK_WEBHOOK_HOST && url.port === '' && url.username === '' && url.password === '') return url;
  return (await assertPublicHttpUrl(url, { provider: 'slack', resolve: options.resolve })).url;
}
