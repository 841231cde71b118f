import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { csrfRejected } from './errors';

export const SESSION_COOKIE = 'access_token';

export interface TokenRef {
  token: string;
  source: 'cookie' | 'bearer';
}

export function readToken(request: FastifyRequest): TokenRef | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return { token: match[1], source: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds, secure: isHttps(request) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(request) });
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

// A browser attaches the cookie to cross-site form posts but cannot add a custom header without a CORS preflight
// (which this server never grants), so the header plus a same-origin Origin proves the console sent the write.
// A bearer token is never sent by a browser on its own, so bearer requests need neither.
export function checkCsrf(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (readToken(request)?.source === 'bearer') return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw csrfRejected();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== config.publicOrigin && origin !== own) throw csrfRejected();
}
