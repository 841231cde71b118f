import type { FastifyInstance } from 'fastify';
import { applyPlaceUpdate, type FieldProblem } from './place-validation';
import { requestBusiness, sendProblem } from './place-routes';
import type { YahooEmulatorContext } from './yahoo-context';
import type { WirePlace } from './yahoo-types';

// POST /place/v1/places: a new Yahoo!プレイス listing for the token's business (the console's /business/create/yahoo).
// The partner contract: name, name_kana and a structured address are required; the other editable fields are
// optional with the same rules as PUT. A repeated Idempotency-Key replays the first answer (the emulator's hook).

const KATAKANA = /^[\u30A0-\u30FF\s\u3000]+$/;
const POSTAL_CODE = /^\d{3}-\d{4}$/;
/** Where a new place is drawn until its address is geocoded (the emulator does not geocode). */
const UNGEOCODED = { lat: 35.681_2, lon: 139.767_1 };

const nonEmpty = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

function required(input: Record<string, unknown>): FieldProblem | null {
  if (!nonEmpty(input.name, 100)) return { field: 'name', message: '店舗名は1〜100文字で指定してください。' };
  if (!nonEmpty(input.name_kana, 100) || !KATAKANA.test(input.name_kana)) return { field: 'name_kana', message: '店舗名（カナ）は全角カタカナで指定してください。' };
  const address = input.address as Record<string, unknown> | null | undefined;
  if (typeof address !== 'object' || address === null || typeof address.postal_code !== 'string' || !POSTAL_CODE.test(address.postal_code)) {
    return { field: 'address.postal_code', message: '郵便番号は 123-4567 の形式で指定してください。' };
  }
  for (const key of ['prefecture', 'city', 'street'] as const) {
    if (!nonEmpty(address[key], 100)) return { field: `address.${key}`, message: `address.${key} は1〜100文字で指定してください。` };
  }
  if (input.store_code !== undefined && input.store_code !== null && !(typeof input.store_code === 'string' && input.store_code.length <= 64)) {
    return { field: 'store_code', message: 'store_code は64文字以内です。' };
  }
  return null;
}

/** Ids of created places: `c` and a counter, apart from the seed's 20-character ids and repeatable without randomness. */
const nextPlaceId = (ctx: YahooEmulatorContext): string => `c${String(ctx.data.places.filter((p) => p.place_id.startsWith('c')).length + 1).padStart(19, '0')}`;

export function registerPlaceCreateRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  app.post('/place/v1/places', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return sendProblem(reply, { field: '', message: 'JSON オブジェクトを送信してください。' });
    const { store_code: storeCode, ...fields } = body as Record<string, unknown>;
    const problem = required(body as Record<string, unknown>);
    if (problem) return sendProblem(reply, problem);
    const now = ctx.now();
    const blank: WirePlace = {
      place_id: nextPlaceId(ctx),
      business_id: requestBusiness.get(request) ?? '',
      store_code: typeof storeCode === 'string' ? storeCode : '',
      name: '',
      name_kana: '',
      address: { postal_code: '', prefecture: '', city: '', street: '' },
      phone: '',
      business_hours: [],
      hours_note: '',
      categories: [],
      description: '',
      urls: [],
      special_hours: [],
      opening_date: null,
      location: UNGEOCODED,
      updated_at: now.toISOString(),
    };
    const place = applyPlaceUpdate(blank, fields, now);
    if (!('place_id' in place)) return sendProblem(reply, place);
    ctx.data.places = [...ctx.data.places, place];
    return reply.code(201).send(place);
  });
}
