import type { FastifyInstance } from 'fastify';
import { sendGraphError } from './graph-errors';
import type { InstagramContext } from './instagram-context';

type Params = Record<string, string | undefined>;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/gu, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

// api.instagram.com answers token errors in its own flat shape rather than Graph's envelope.
const oauthError = (message: string) => ({ error_type: 'OAuthException', code: 400, error_message: message });

function consentPage(ctx: InstagramContext, query: Params): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('');
  const scopes = (query.scope ?? '').split(/[,\s]+/u).filter(Boolean).map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>Instagram へのアクセスを許可</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<h1>Instagram（エミュレーター）</h1>
<p>${escapeHtml(ctx.account.name)}（@${escapeHtml(ctx.account.username)}）のプロフィールと投稿へのアクセスを許可しますか？</p>
<ul>${scopes}</ul>
<form method="post" action="${escapeHtml(ctx.publicBaseUrl)}/oauth/authorize">${hidden}
<button type="submit" name="decision" value="allow">許可</button>
<button type="submit" name="decision" value="deny">キャンセル</button>
</form></body></html>`;
}

export function registerOAuthRoutes(app: FastifyInstance, ctx: InstagramContext): void {
  app.get('/oauth/authorize', async (request, reply) => {
    const query = request.query as Params;
    if (!query.client_id || !query.redirect_uri || query.response_type !== 'code') {
      return reply.code(400).send(oauthError('Invalid request: client_id, redirect_uri and response_type=code are required'));
    }
    return reply.type('text/html; charset=utf-8').send(consentPage(ctx, query));
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    if (!body.client_id || !body.redirect_uri) return reply.code(400).send(oauthError('Invalid request: client_id and redirect_uri are required'));
    const target = new URL(body.redirect_uri);
    if (body.decision === 'allow') {
      const scope = (body.scope ?? '').split(/[,\s]+/u).filter(Boolean);
      target.searchParams.set('code', ctx.issueCode({ clientId: body.client_id, redirectUri: body.redirect_uri, scope }));
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'The user denied your request.');
    }
    if (body.state) target.searchParams.set('state', body.state);
    // Instagram appends `#_` to the redirect; browsers drop the fragment before the callback reaches a server.
    return reply.redirect(`${target.toString()}#_`, 302);
  });

  app.post('/oauth/access_token', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    if (body.grant_type !== 'authorization_code') return reply.code(400).send(oauthError('Invalid grant_type'));
    if (!body.client_id || !body.client_secret) return reply.code(400).send(oauthError('Missing client_id or client_secret'));
    const code = body.code ? ctx.redeemCode(body.code.replace(/#_$/u, ''), body.client_id, body.redirect_uri ?? '') : undefined;
    if (!code) return reply.code(400).send(oauthError('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request'));
    return { access_token: ctx.issueToken(false).token, user_id: ctx.account.user_id, permissions: code.scope };
  });

  // Long-lived token exchange on graph.instagram.com: a valid short-lived token plus the app secret.
  app.get('/access_token', async (request, reply) => {
    const query = request.query as Params;
    if (query.grant_type !== 'ig_exchange_token' || !query.client_secret) {
      return sendGraphError(reply, { message: 'Invalid grant_type or missing client_secret', code: 100 }, ctx.nextTrace());
    }
    const record = ctx.lookup(query.access_token);
    if (record === undefined || record === 'expired' || record.longLived) {
      return sendGraphError(reply, { message: 'Error validating access token: the token is invalid, expired or already long-lived.', code: 190 }, ctx.nextTrace());
    }
    const issued = ctx.issueToken(true);
    return { access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn };
  });

  app.get('/refresh_access_token', async (request, reply) => {
    const query = request.query as Params;
    const record = ctx.lookup(query.access_token);
    if (query.grant_type !== 'ig_refresh_token' || record === undefined || record === 'expired' || !record.longLived) {
      return sendGraphError(reply, { message: 'Error validating access token: only a valid long-lived token can be refreshed.', code: 190 }, ctx.nextTrace());
    }
    const issued = ctx.issueToken(true);
    return { access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn };
  });
}
