import { loadContract, type ContractOperation } from './contract';
import { listOperationsAndHandlers } from './contract-routes';
import type { HandlerRegistry } from './handler-types';
import { handlers } from '../composition/handlers';
import { loginAs, XHR } from '../testing/http';
import { createTestApp } from '../testing/test-app';

it('every operation of the contract has a handler and every handler an operation', async () => {
  const { operations, handlers: keys } = await listOperationsAndHandlers(handlers);
  expect(keys).toEqual(operations);
  expect(new Set(operations).size).toBe(operations.length);
});

it('every operation names a known access rule; public ones are exactly those with security: []', async () => {
  const ops = await loadContract();
  expect(ops.filter((op) => !op.secured).map((op) => op.operationId).sort()).toEqual(
    ['completeGoogleOauth', 'completeYahooOauth', 'confirmOwnEmail', 'confirmPasswordReset', 'exchangeImpersonationLink', 'getCouponReviewPage', 'getHealth', 'getInstagramImage', 'getIssuedCoupon', 'getMenuPhoto', 'getPostImage', 'getPublicWidget', 'login', 'passwordReissue', 'submitCouponReview'].sort(),
  );
});

describe('Laravel-style method override', () => {
  // The contract has no DELETE yet, so a test-only operation stands in for one.
  const testOps: ContractOperation[] = [
    {
      operationId: 'testDeleteThing',
      method: 'DELETE',
      path: '/test-things/{id}',
      url: '/api/test-things/:id',
      secured: true,
      rule: 'signedIn',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      body: { required: false, json: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 5 } } }, multipart: null, mediaTypes: ['application/json'] },
      statuses: ['200'],
    },
  ];

  it('dispatches POST with _method DELETE to the DELETE operation, validating the rest of the body', async () => {
    const seen: unknown[] = [];
    const extended = {
      ...handlers,
      testDeleteThing: async (ctx: { params: unknown; body: unknown }) => {
        seen.push({ params: ctx.params, body: ctx.body });
        return { message: '削除しました' };
      },
    } as unknown as HandlerRegistry;
    const real = await loadContract();
    const t = await createTestApp({ build: { handlers: extended, operations: [...real, ...testOps] } });
    try {
      const s = await loginAs(t, 'owner');
      const viaPost = await t.inject({ method: 'POST', url: '/api/test-things/7', headers: s.headers, payload: { _method: 'DELETE', reason: 'old' } });
      expect(viaPost.statusCode).toBe(200);
      expect(viaPost.json()).toEqual({ message: '削除しました' });
      const direct = await t.inject({ method: 'DELETE', url: '/api/test-things/8', headers: s.headers });
      expect(direct.statusCode).toBe(200);
      expect(seen).toEqual([
        { params: { id: 7 }, body: { reason: 'old' } },
        { params: { id: 8 }, body: undefined },
      ]);
      const invalid = await t.inject({ method: 'POST', url: '/api/test-things/7', headers: s.headers, payload: { _method: 'DELETE', reason: 'too long' } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({ reason: ['5文字以内で入力してください'] });
      const noOverride = await t.inject({ method: 'POST', url: '/api/test-things/7', headers: s.headers, payload: {} });
      expect(noOverride.statusCode).toBe(405);
      // The override goes through the same CSRF and session checks.
      expect((await t.inject({ method: 'POST', url: '/api/test-things/7', headers: XHR, payload: { _method: 'DELETE' } })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

it('reads a multipart PUT sent as POST with _method, folding name[] lists and rows back into the schema shape', async () => {
  const multipartOp: ContractOperation = {
    operationId: 'testPutMenu',
    method: 'PUT',
    path: '/test-menus/{id}',
    url: '/api/test-menus/:id',
    secured: true,
    rule: 'signedIn',
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', maximum: 2147483647 } }],
    body: {
      required: true,
      json: null,
      multipart: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: { type: 'string', maxLength: 20 },
          tags: { type: 'array', items: { type: 'string' } },
          items: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, price: { type: 'integer', maximum: 2147483647 } } } },
        },
      },
      mediaTypes: ['multipart/form-data'],
    },
    statuses: ['200'],
  };
  const seen: unknown[] = [];
  const extended = { ...handlers, testPutMenu: async (ctx: { body: unknown }) => (seen.push(ctx.body), { message: '保存しました' }) } as unknown as HandlerRegistry;
  const t = await createTestApp({ build: { handlers: extended, operations: [...(await loadContract()), multipartOp] } });
  try {
    const s = await loginAs(t, 'owner');
    // The shape src/api/multipart.ts writes.
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('title', '春のメニュー');
    form.append('tags[]', 'lunch');
    form.append('tags[]', 'dinner');
    form.append('items[0][name]', '定食');
    form.append('items[0][price]', '980');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-menus/3',
      headers: { ...s.headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: '保存しました' }]);
    expect(seen).toEqual([{ title: '春のメニュー', tags: ['lunch', 'dinner'], items: [{ name: '定食', price: 980 }] }]);
  } finally {
    await t.close();
  }
});
