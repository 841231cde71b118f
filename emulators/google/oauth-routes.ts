import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GOOGLE_EMULATOR_CLIENT_ID, GOOGLE_EMULATOR_CLIENT_SECRET } from './emulator-credentials';
import type { EmulatorContext } from './emulator-context';
import { ACCESS_TOKEN_SECONDS } from './emulator-context';

const DEFAULT_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

type Params = Record<string, string | undefined>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

function validRedirect(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function consentPage(ctx: EmulatorContext, query: Params): string {
  const hidden = ['client_id', 'redirect_uri', 'scope', 'state', 'access_type', 'prompt', 'code_challenge', 'code_challenge_method']
    .map((key) => (query[key] === undefined ? '' : `<input type="hidden" name="${key}" value="${escapeHtml(query[key] ?? '')}">`))
    .join('');
  const action = escapeHtml(`${ctx.publicBaseUrl}/o/oauth2/v2/auth`);
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>Google アカウントへのアクセス（エミュレーター）</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1.5rem;margin-right:.5rem}</style></head>
<body><main><h1>アクセスの許可</h1>
<p>アプリ <strong>${escapeHtml(query.client_id ?? '')}</strong> が Google ビジネス プロフィールの管理を求めています。</p>
<p>スコープ: <code>${escapeHtml(query.scope ?? DEFAULT_SCOPE)}</code></p>
<form method="post" action="${action}">${hidden}
<button type="submit" name="decision" value="allow">許可</button>
<button type="submit" name="decision" value="deny">キャンセル</button>
</form><p><small>これはローカルのエミュレーターです。実際の Google アカウントには接続していません。</small></p></main></body></html>`;
}

function tokenError(error: string, description: string): { error: string; error_description: string } {
  return { error, error_description: description };
}

export function registerOAuthRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/o/oauth2/v2/auth', async (request, reply) => {
    const query = request.query as Params;
    if (query.response_type !== 'code' || !query.client_id || !validRedirect(query.redirect_uri)) {
      return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><p lang="ja">リクエストが正しくありません（response_type=code、client_id、redirect_uri が必要です）。</p>');
    }
    return reply.type('text/html; charset=utf-8').send(consentPage(ctx, query));
  });

  // The consent form posts here; the decision decides between a code and access_denied, state is echoed unchanged.
  app.post('/o/oauth2/v2/auth', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    if (!body.client_id || !validRedirect(body.redirect_uri)) return reply.code(400).send(tokenError('invalid_request', 'Missing client_id or redirect_uri.'));
    if (body.decision !== 'allow') return reply.redirect(withQuery(body.redirect_uri, { error: 'access_denied', state: body.state }));
    if (body.code_challenge !== undefined && body.code_challenge_method !== 'S256') {
      return reply.redirect(withQuery(body.redirect_uri, { error: 'invalid_request', error_description: 'code_challenge_method must be S256.', state: body.state }));
    }
    const code = ctx.issueCode({ clientId: body.client_id, redirectUri: body.redirect_uri, scope: body.scope ?? DEFAULT_SCOPE, codeChallenge: body.code_challenge });
    return reply.redirect(withQuery(body.redirect_uri, { code, state: body.state, scope: body.scope ?? DEFAULT_SCOPE }));
  });

  app.post('/token', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    // Only the emulator's own client is checked: tests may use any other client id without a secret.
    if (body.client_id === GOOGLE_EMULATOR_CLIENT_ID && body.client_secret !== GOOGLE_EMULATOR_CLIENT_SECRET) {
      return reply.code(401).send(tokenError('invalid_client', 'The OAuth client was not found.'));
    }
    if (body.grant_type === 'authorization_code') {
      const code = body.code ? ctx.redeemCode(body.code, body.redirect_uri) : undefined;
      if (!code || (body.client_id !== undefined && body.client_id !== code.clientId)) {
        return reply.code(400).send(tokenError('invalid_grant', 'Malformed auth code.'));
      }
      if (code.codeChallenge !== undefined && pkceChallenge(body.code_verifier ?? '') !== code.codeChallenge) {
        return reply.code(400).send(tokenError('invalid_grant', 'Invalid code verifier.'));
      }
      return {
        access_token: ctx.issueAccessToken(code.scope),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: ctx.issueRefreshToken(code.scope),
        scope: code.scope,
        token_type: 'Bearer',
      };
    }
    if (body.grant_type === 'refresh_token') {
      const scope = body.refresh_token ? ctx.refreshScope(body.refresh_token) : undefined;
      if (scope === undefined) return reply.code(400).send(tokenError('invalid_grant', 'Token has been expired or revoked.'));
      return { access_token: ctx.issueAccessToken(scope), expires_in: ACCESS_TOKEN_SECONDS, scope, token_type: 'Bearer' };
    }
    return reply.code(400).send(tokenError('unsupported_grant_type', 'Invalid grant_type.'));
  });

  app.post('/revoke', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    const token = body.token ?? (request.query as Params).token;
    if (!token || !ctx.revoke(token)) return reply.code(400).send(tokenError('invalid_token', 'Token expired or revoked'));
    return {};
  });
}
