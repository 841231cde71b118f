import { emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { createProviderHttpClient, type ProviderLogger } from '../shared/provider-http-client';
import type { ProviderErrorCode } from '../shared/provider-errors';
import type { HostResolver } from '../shared/ssrf-guard';
import { assertSlackWebhookUrl } from './slack-webhook-url';
import type { SlackPort } from './slack.port';

export type SlackProviderDeps = Pick<ProviderRuntime, 'config' | 'fetch' | 'clock'> & { logger?: ProviderLogger; resolve?: HostResolver };

// Slack answers a dead or wrong webhook with 403 invalid_token / action_prohibited, 404 no_service or 410
// channel_is_archived: the saved URL is what needs fixing, which is the user's input, not an operator's key.
const classifyError = (status: number): ProviderErrorCode | undefined => ([403, 404, 410].includes(status) ? 'invalid_request' : undefined);

// A redirect would lead the request somewhere the guard never checked.
const withoutRedirects = (fetchImpl: typeof fetch): typeof fetch => (input, init) => fetchImpl(input, { ...init, redirect: 'error' });

export function createSlackProvider(runtime: SlackProviderDeps): SlackPort {
  const live = runtime.config.providers.slackLive;
  const emulator = emulatorBaseUrl(runtime.config, 'slack');
  return {
    async post(webhookUrl, message, { idempotencyKey }) {
      const url = await assertSlackWebhookUrl(webhookUrl, { live, resolve: runtime.resolve });
      // One HTTP call per post: the alert job owns the retries, with backoff and a visible attempt count.
      const client = createProviderHttpClient({
        provider: 'slack',
        credentials: 'api_key',
        baseUrl: live ? url.origin : emulator,
        fetch: withoutRedirects(runtime.fetch),
        clock: runtime.clock,
        logger: runtime.logger,
        maxAttempts: 1,
        timeoutMs: 15_000,
        classifyError,
      });
      await client.request<string>({ method: 'POST', path: url.pathname, body: message, idempotencyKey, responseType: 'text' });
    },
  };
}
