import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_SECONDS, s256, YAHOO_EMULATOR_CREDENTIALS, type YahooEmulatorContext } from './yahoo-context';

type Params = Record<string, string | undefined>;

const DEFAULT_SCOPE = 'openid profile';
const FORWARDED = ['client_id', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method'];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withQuery(base: string, params: Params): string {
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

function consentPage(ctx: YahooEmulatorContext, query: Params): string {
  const hidden = FORWARDED.map((key) => (query[key] === undefined ? '' : `<input type="hidden" name="${key}" value="${escapeHtml(query[key] ?? '')}">`)).join('');
  const action = escapeHtml(`${ctx.publicBaseUrl}/yconnect/v2/authorization`);
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>Yahoo! JAPAN ID連携の確認（エミュレーター）</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1.5rem;margin-right:.5rem}</style></head>
<body><main><h1>情報提供の同意</h1>
<p>アプリケーション <strong>${escapeHtml(query.client_id ?? '')}</strong> が、あなたの Yahoo! JAPAN ID と 株式会社デモフーズ の Yahoo!プレイス 情報へのアクセスを求めています。</p>
<p>スコープ: <code>${escapeHtml(query.scope ?? DEFAULT_SCOPE)}</code></p>
<form method="post" action="${action}">${hidden}
<button type="submit" name="decision" value="allow">同意する</button>
<button type="submit" name="decision" value="deny">キャンセル</button>
</form><p><small>これはローカルのエミュレーターです。実際の Yahoo! JAPAN ID には接続していません。</small></p></main></body></html>`;
}

function tokenError(error: string, description: string): { error: string; error_description: string } {
  return { error, error_description: description };
}

/** Client credentials from HTTP Basic (Yahoo's documented way) or, as Yahoo also accepts, from the form. */
function clientOf(request: FastifyRequest, body: Params): { id?: string; secret?: string } {
  const header = request.headers.authorization;
  const basic = typeof header === 'string' ? /^Basic\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { id: body.client_id, secret: body.client_secret };
}

export function registerYahooOAuthRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  app.get('/yconnect/v2/authorization', async (request, reply) => {
    const query = request.query as Params;
    const problems = [
      query.response_type !== 'code' && 'response_type=code',
      query.client_id !== YAHOO_EMULATOR_CREDENTIALS.clientId && `client_id=${YAHOO_EMULATOR_CREDENTIALS.clientId}`,
      !validRedirect(query.redirect_uri) && 'redirect_uri',
      query.code_challenge_method !== undefined && !['S256', 'plain'].includes(query.code_challenge_method) && 'code_challenge_method=S256',
    ].filter(Boolean);
    if (problems.length > 0) {
      return reply.code(400).type('text/html; charset=utf-8').send(`<!doctype html><p lang="ja">リクエストが正しくありません（${escapeHtml(problems.join('、'))} が必要です）。</p>`);
    }
    return reply.type('text/html; charset=utf-8').send(consentPage(ctx, query));
  });

  // The consent form posts here; state is echoed unchanged.
  app.post('/yconnect/v2/authorization', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    if (!body.client_id || !validRedirect(body.redirect_uri)) return reply.code(400).send(tokenError('invalid_request', 'Missing client_id or redirect_uri.'));
    if (body.decision !== 'allow') return reply.redirect(withQuery(body.redirect_uri, { error: 'access_denied', error_description: 'user denied', state: body.state }));
    const code = ctx.issueCode({
      clientId: body.client_id,
      redirectUri: body.redirect_uri,
      scope: body.scope ?? DEFAULT_SCOPE,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge ? (body.code_challenge_method ?? 'plain') : undefined,
    });
    return reply.redirect(withQuery(body.redirect_uri, { code, state: body.state }));
  });

  app.post('/yconnect/v2/token', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    const client = clientOf(request, body);
    if (client.id !== YAHOO_EMULATOR_CREDENTIALS.clientId || client.secret !== YAHOO_EMULATOR_CREDENTIALS.clientSecret) {
      return reply.code(401).send(tokenError('invalid_client', 'Client authentication failed.'));
    }
    if (body.grant_type === 'authorization_code') {
      const code = body.code ? ctx.redeemCode(body.code) : undefined;
      if (!code || code.clientId !== client.id || code.redirectUri !== body.redirect_uri) return reply.code(400).send(tokenError('invalid_grant', 'Invalid authorization code.'));
      if (code.codeChallenge !== undefined) {
        const verifier = body.code_verifier ?? '';
        const expected = code.codeChallengeMethod === 'S256' ? s256(verifier) : verifier;
        if (!verifier || expected !== code.codeChallenge) return reply.code(400).send(tokenError('invalid_grant', 'Invalid code_verifier.'));
      }
      const tokens = ctx.issueTokens(code.scope, true);
      return { ...tokens, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, scope: code.scope };
    }
    if (body.grant_type === 'refresh_token') {
      const scope = body.refresh_token ? ctx.refreshScope(body.refresh_token) : undefined;
      if (scope === undefined) return reply.code(400).send(tokenError('invalid_grant', 'Invalid refresh token.'));
      return { ...ctx.issueTokens(scope, false), token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS };
    }
    return reply.code(400).send(tokenError('unsupported_grant_type', 'Unsupported grant_type.'));
  });
}
