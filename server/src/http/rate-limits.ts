import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import { rateLimited } from './errors';

const emailOf = (request: FastifyRequest): string => {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') return body.email.trim().toLowerCase();
  return '';
};

// preHandler, not onRequest: the login key includes the e-mail address, which only exists once the body is parsed.
const base = { hook: 'preHandler' as const, errorResponseBuilder: () => rateLimited() };

/** Per-operation limits; operations not listed are not limited. */
export function rateLimitFor(operationId: string, config: Pick<Config, 'loginRateLimit' | 'reissueRateLimit'>): RateLimitOptions | false {
  switch (operationId) {
    case 'login':
      return { ...base, max: config.loginRateLimit, timeWindow: 60_000, keyGenerator: (request) => `login|${request.ip}|${emailOf(request)}` };
    case 'passwordReissue':
      return { ...base, max: config.reissueRateLimit, timeWindow: 15 * 60_000, keyGenerator: (request) => `reissue|${request.ip}` };
    // Tokens are 256-bit, so the limit is against noise, not guessing; it has its own budget so a reissue does not
    // use up the confirmation that follows it.
    case 'confirmPasswordReset':
      return { ...base, max: config.reissueRateLimit, timeWindow: 15 * 60_000, keyGenerator: (request) => `reset|${request.ip}` };
    case 'confirmOwnEmail':
      return { ...base, max: config.reissueRateLimit, timeWindow: 15 * 60_000, keyGenerator: (request) => `email-confirm|${request.ip}` };
    // Both check the current password: without a limit a stolen session could guess it to take the account over.
    case 'updateOwnPassword':
    case 'updateOwnEmail':
      return { ...base, max: config.loginRateLimit, timeWindow: 60_000, keyGenerator: (request) => `own-account|${request.ip}` };
    // Each test or retry sends a real message to LINE, Slack or a mailbox; saving checks a webhook URL by DNS.
    case 'sendTestAlert':
      return { ...base, max: 5, timeWindow: 60_000, keyGenerator: (request) => `alert-test|${request.ip}` };
    case 'retryAlertDelivery':
    case 'updateAlertSettings':
      return { ...base, max: 30, timeWindow: 60_000, keyGenerator: (request) => `alert-write|${request.ip}` };
    default:
      return false;
  }
}
