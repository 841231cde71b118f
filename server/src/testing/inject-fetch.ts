import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from a Fastify app through app.inject: adapters under test talk HTTP to an emulator
 * without a socket. The URL's origin is ignored; its path and query reach the app.
 */
export function injectFetch(app: FastifyInstance, options: { stripPrefix?: string } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = options.stripPrefix && url.pathname.startsWith(options.stripPrefix) ? url.pathname.slice(options.stripPrefix.length) || '/' : url.pathname;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${path}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      payload: body,
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, String(v));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
