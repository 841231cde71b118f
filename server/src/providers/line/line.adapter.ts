import type { Config } from '../../config';
import { emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { isProviderError } from '../shared/provider-errors';
import { createProviderHttpClient, type ProviderLogger } from '../shared/provider-http-client';
import type { LinePort } from './line.port';

export type LineProviderDeps = Pick<ProviderRuntime, 'config' | 'fetch' | 'clock'> & { logger?: ProviderLogger };

/** The token the in-process emulator accepts; only used while LINE_CHANNEL_ACCESS_TOKEN is unset. */
export const LINE_EMULATOR_TOKEN = 'line-emulator-channel-token';
export const LINE_API_BASE_URL = 'https://api.line.me';
/** A text message holds at most 5,000 characters. */
export const LINE_TEXT_MAX = 5000;

export function lineEndpoint(config: Pick<Config, 'port' | 'providers' | 'emulatorsUrl'>): { baseUrl: string; token: string } {
  const line = config.providers.line;
  return line ? { baseUrl: LINE_API_BASE_URL, token: line.channelAccessToken } : { baseUrl: emulatorBaseUrl(config, 'line'), token: LINE_EMULATOR_TOKEN };
}

export function createLineProvider(runtime: LineProviderDeps): LinePort {
  const { baseUrl, token } = lineEndpoint(runtime.config);
  // One HTTP call per push: the alert job owns the retries (with backoff and a visible attempt count), and every one
  // of them carries the delivery's own retry key.
  const client = createProviderHttpClient({
    provider: 'line',
    credentials: 'api_key',
    baseUrl,
    fetch: runtime.fetch,
    clock: runtime.clock,
    logger: runtime.logger,
    maxAttempts: 1,
    timeoutMs: 15_000,
    getAccessToken: () => token,
  });
  return {
    async push({ to, text, retryKey }) {
      try {
        await client.request({
          method: 'POST',
          path: '/v2/bot/message/push',
          headers: { 'x-line-retry-key': retryKey },
          body: { to, messages: [{ type: 'text', text: [...text].slice(0, LINE_TEXT_MAX).join('') }] },
          idempotencyKey: retryKey,
        });
        return 'sent';
      } catch (error) {
        // LINE's answer to a retry key it already accepted: the message went out with the first request.
        if (isProviderError(error) && error.status === 409) return 'already_sent';
        throw error;
      }
    },
  };
}
