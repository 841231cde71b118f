import type { FastifyInstance } from 'fastify';
import { registerOpsAdminRoutes } from '../shared/emulator-ops';
import type { EmulatorContext } from './emulator-context';
import { STAR_RATINGS, type GoogleReview, type StarRating } from './google-types';
import { createPrng } from './prng';
import { avatarUrl, newLocationEntry, newReviewId } from './seed';
import { SEED_ACCOUNTS } from './seed-stores';

interface NewLocationBody {
  /** accounts/{id} or the bare id; the first account when absent. */
  account?: string;
  storeCode?: string;
  title?: string;
}

interface NewReviewBody {
  location?: string;
  storeCode?: string;
  starRating?: string;
  comment?: string;
  reviewerName?: string;
  isAnonymous?: boolean;
}

const AVATAR_COLOURS = ['#9e9e9e', '#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4db6ac', '#f06292', '#7986cb', '#a1887f', '#90a4ae', '#dce775', '#4fc3f7'];

function isStarRating(value: unknown): value is StarRating {
  return typeof value === 'string' && (STAR_RATINGS as readonly string[]).includes(value);
}

export function registerAdminRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/__admin/seed', async () => {
    ctx.reset();
    return { seed: ctx.seed, accounts: ctx.data.accounts.length, locations: ctx.data.locations.length };
  });

  app.get('/__admin/locations', async () =>
    ctx.data.locations.map((entry) => ({
      accountId: entry.accountId,
      locationId: entry.id,
      storeCode: entry.data.storeCode,
      title: entry.data.title,
      reviewCount: ctx.data.reviews.get(entry.id)?.length ?? 0,
    })),
  );

  // The whole location as Google holds it (hours, special hours, …), by store code: e2e checks a reflection here.
  app.get('/__admin/locations/:storeCode', async (request, reply) => {
    const { storeCode } = request.params as { storeCode: string };
    const entry = ctx.data.locations.find((candidate) => candidate.data.storeCode === storeCode);
    return entry ? structuredClone(entry.data) : reply.code(404).send({ error: `no location with storeCode ${storeCode}` });
  });

  // A business opening another store on the account: drills and tests that need many profiles add them here.
  app.post('/__admin/locations', async (request, reply) => {
    const body = (request.body ?? {}) as NewLocationBody;
    if (typeof body.storeCode !== 'string' || body.storeCode.trim() === '' || typeof body.title !== 'string' || body.title.trim() === '') {
      return reply.code(400).send({ error: 'storeCode and title are required' });
    }
    if (ctx.data.locations.some((entry) => entry.data.storeCode === body.storeCode)) return reply.code(409).send({ error: `storeCode ${body.storeCode} is taken` });
    const accountIndex = body.account === undefined ? 0 : ctx.data.accounts.findIndex((a) => a.name === body.account || a.name === `accounts/${body.account}`);
    const account = ctx.data.accounts[accountIndex];
    if (!account) return reply.code(404).send({ error: 'account not found' });
    const seedAccount = SEED_ACCOUNTS[accountIndex] ?? SEED_ACCOUNTS[0];
    const prng = createPrng(ctx.seed + ctx.data.locations.length * 104_729);
    const store = { ...seedAccount.stores[0], storeCode: body.storeCode, title: body.title, slug: body.storeCode.toLowerCase() };
    let entry = newLocationEntry(prng, account.name.slice('accounts/'.length), seedAccount, store);
    while (ctx.data.locations.some((existing) => existing.id === entry.id)) entry = newLocationEntry(prng, entry.accountId, seedAccount, store);
    ctx.data.locations.push(entry);
    ctx.data.reviews.set(entry.id, []);
    return reply.code(201).send({ accountId: entry.accountId, locationId: entry.id, storeCode: body.storeCode, title: body.title });
  });

  // Simulates a customer writing a review; tests then expect the console to pick it up.
  app.post('/__admin/reviews', async (request, reply) => {
    const body = (request.body ?? {}) as NewReviewBody;
    const entry = ctx.data.locations.find(
      (candidate) => candidate.data.name === body.location || (body.storeCode !== undefined && candidate.data.storeCode === body.storeCode),
    );
    if (!entry) return reply.code(404).send({ error: 'location not found (give location "locations/{id}" or storeCode)' });
    if (!isStarRating(body.starRating)) return reply.code(400).send({ error: `starRating must be one of ${STAR_RATINGS.join(', ')}` });
    const reviews = ctx.data.reviews.get(entry.id) ?? [];
    // Derived from the count so that ids stay unique and repeatable without Math.random.
    const prng = createPrng(ctx.seed + reviews.length * 7919 + ctx.ops.calls.length);
    const reviewId = newReviewId(prng);
    const time = ctx.now().toISOString();
    const anonymous = body.isAnonymous === true;
    const review: GoogleReview = {
      name: `accounts/${entry.accountId}/locations/${entry.id}/reviews/${reviewId}`,
      reviewId,
      reviewer: {
        displayName: anonymous ? 'Google ユーザー' : body.reviewerName ?? 'テスト 太郎',
        profilePhotoUrl: avatarUrl(ctx.publicBaseUrl, anonymous ? 0 : prng.int(1, 12)),
        isAnonymous: anonymous,
      },
      starRating: body.starRating,
      ...(body.comment ? { comment: body.comment } : {}),
      createTime: time,
      updateTime: time,
    };
    reviews.push(review);
    ctx.data.reviews.set(entry.id, reviews);
    return reply.code(201).send(review);
  });

  // A reviewer deleting their review: it leaves the listing and the count.
  app.delete('/__admin/reviews/:reviewId', async (request, reply) => {
    const { reviewId } = request.params as { reviewId: string };
    for (const [locationId, reviews] of ctx.data.reviews) {
      const index = reviews.findIndex((review) => review.reviewId === reviewId);
      if (index < 0) continue;
      reviews.splice(index, 1);
      ctx.data.reviews.set(locationId, reviews);
      return reply.code(204).send();
    }
    return reply.code(404).send({ error: 'review not found' });
  });

  // Google's paging can leave a review out of every page while totalReviewCount still counts it.
  app.post('/__admin/reviews/:reviewId/listing-gap', async (request) => {
    const { reviewId } = request.params as { reviewId: string };
    ctx.data.listingGaps.add(reviewId);
    return { listingGaps: [...ctx.data.listingGaps] };
  });

  registerOpsAdminRoutes(app, ctx.ops);

  app.post('/__admin/expire-tokens', async () => ({ expired: ctx.expireAccessTokens() }));

  // Reviewer avatars are served locally so the console works offline.
  app.get('/__assets/avatar/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const index = Number(/^(\d+)\.svg$/.exec(file)?.[1] ?? 0) % AVATAR_COLOURS.length;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="${AVATAR_COLOURS[index]}"/><circle cx="60" cy="46" r="22" fill="#fff"/><path d="M20 104c8-22 72-22 80 0" fill="#fff"/></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
