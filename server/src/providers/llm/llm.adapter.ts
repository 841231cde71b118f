import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { ProviderError } from '../shared/provider-errors';
import { createProviderHttpClient, type ProviderLogger } from '../shared/provider-http-client';
import type { Completion, LlmPort } from './llm.port';

export type LlmProviderDeps = Pick<ProviderRuntime, 'config' | 'fetch' | 'clock'> & { logger?: ProviderLogger };

/** The key the in-process emulator accepts; only used while LLM_API_KEY is unset. */
export const LLM_EMULATOR_KEY = 'sk-emulator-meo';
// Generating a reply may take a while on a busy model; longer than the client's default for quick lookups.
const COMPLETION_TIMEOUT_MS = 60_000;

interface ChatCompletionResponse {
  model?: string;
  choices?: Array<{ message?: { content?: string | null }; finish_reason?: string | null }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
}

/** Base URL including `/v1`, as OpenAI-compatible services document it, and the key to send. */
export function llmEndpoint(config: Config): { baseUrl: string; apiKey: string } {
  const settings = config.providers.llm;
  return settings ? { baseUrl: settings.baseUrl, apiKey: settings.apiKey } : { baseUrl: `${emulatorBaseUrl(config, 'llm')}/v1`, apiKey: LLM_EMULATOR_KEY };
}

export function createLlmProvider(runtime: LlmProviderDeps): LlmPort {
  const { baseUrl, apiKey } = llmEndpoint(runtime.config);
  const model = runtime.config.providers.llmModel;
  const client = createProviderHttpClient({
    provider: 'ai',
    credentials: 'api_key',
    baseUrl,
    fetch: runtime.fetch,
    clock: runtime.clock,
    logger: runtime.logger,
    timeoutMs: COMPLETION_TIMEOUT_MS,
    getAccessToken: () => apiKey,
  });

  return {
    async complete(request): Promise<Completion> {
      const response = await client.request<ChatCompletionResponse>({
        method: 'POST',
        path: '/chat/completions',
        body: {
          model,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        },
        // A completion changes nothing at the provider, so sending it twice only costs tokens. The client retries a
        // write only when it carries an idempotency key, so this one gets a fresh key per call: 429 and 5xx are then
        // retried with backoff, while a 400 (bad prompt or parameters) still fails at once.
        idempotencyKey: randomUUID(),
      });
      const choice = response.choices?.[0];
      const text = choice?.message?.content;
      if (typeof text !== 'string') {
        throw new ProviderError({ provider: 'ai', code: 'provider_unavailable', detail: { method: 'POST', path: '/chat/completions', reason: 'no message in the first choice' } });
      }
      const usage = response.usage ?? {};
      return {
        text: text.trim(),
        model: response.model ?? model,
        finishReason: choice?.finish_reason ?? 'stop',
        usage: {
          promptTokens: usage.prompt_tokens ?? 0,
          completionTokens: usage.completion_tokens ?? 0,
          totalTokens: usage.total_tokens ?? (usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0),
        },
      };
    },
  };
}
