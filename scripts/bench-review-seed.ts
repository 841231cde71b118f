// Bulk review seeding shared by the review benches (bench-reviews: the API over 300k rows; bench-inbox: the console
// holding 10k cards). One tenant, the demo owner's company: linked stores, one of them holding a third of the
// reviews, and a Google linkage so can_reply is computed as in production (no provider is called).
import { sql } from 'drizzle-orm';
import { demoUsers } from '../server/src/db/seed-demo';
import type { Deps } from '../server/src/deps';

export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

export interface SeedReviewsOptions {
  reviews: number;
  stores?: number;
  // Every store on Google (the inbox bench loads one provider tab); otherwise every fifth store is Yahoo!.
  googleOnly?: boolean;
}

export async function seedReviews(deps: Deps, { reviews, stores = 20, googleOnly = false }: SeedReviewsOptions): Promise<{ companyId: number; bigStore: number }> {
  const bigStore = Math.round(reviews / 3);
  const db = deps.db;
  const [owner] = rowsOf<{ company_id: number; id: number }>(await db.execute(sql`select company_id, id from users where email = ${demoUsers.owner.email}`));
  const companyId = owner.company_id;
  const accounts: { id: number; provider: string }[] = [];
  for (let i = 1; i <= stores; i += 1) {
    const provider = !googleOnly && i % 5 === 0 ? 'yahoo' : 'google';
    const code = `BN-${String(i).padStart(3, '0')}`;
    const [store] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into stores (company_id, store_code, name, prefecture, address) values (${companyId}, ${code}, ${`ベンチ店舗 ${i}`}, '東京都', '東京都千代田区1-1') returning id`),
    );
    const [account] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into local_accounts (company_id, provider, provider_location_id, provider_account_id, store_id, title, store_code, address, status, linked_at)
        values (${companyId}, ${provider}, ${`locations/bench-${i}`}, 'accounts/bench', ${store.id}, ${`ベンチ店舗 ${i}`}, ${code}, '東京都千代田区1-1', 'linked', now()) returning id`),
    );
    accounts.push({ id: account.id, provider });
  }
  const sealed = deps.tokenCipher.encrypt('bench-refresh-token', `google:${companyId}`);
  await db.execute(sql`insert into provider_connections (company_id, provider, refresh_token_sealed, token_state, linked_by_user_id) values (${companyId}, 'google', ${sealed}, 'active', ${owner.id})`);
  const values = sql.raw(accounts.map((a, i) => `(${i}, ${a.id}, '${a.provider}')`).join(','));
  const started = performance.now();
  await db.execute(sql`
    insert into reviews (company_id, local_account_id, provider, kind, provider_review_id, reviewer_name, is_anonymous, rating, comment,
                         posted_at, provider_updated_at, reply_comment, reply_updated_at, reply_state, created_at, updated_at)
    select ${companyId}, a.id, a.provider, case when s.g % 50 = 0 then 2 else 1 end, 'bench-' || s.g, 'レビュアー' || (s.g % 5000), s.g % 40 = 0,
           case when s.r1 < 0.05 then 1 when s.r1 < 0.12 then 2 when s.r1 < 0.25 then 3 when s.r1 < 0.55 then 4 else 5 end,
           (array['とても美味しかったです。また来ます。', '店員さんの対応が丁寧でした。', '少し待ち時間が長かったです。', '雰囲気が良く、落ち着いて食事ができました。',
                  'ランチセットがお得でした。', '駅から近くて便利です。', null, 'Great food and friendly staff.'])[1 + s.g % 8] || ' #' || s.g,
           s.posted, s.posted,
           case when a.provider = 'google' and s.r2 < 0.4 then 'ご来店ありがとうございました。またのお越しをお待ちしております。' end,
           case when a.provider = 'google' and s.r2 < 0.4 then s.posted + interval '1 day' end,
           case when a.provider = 'google' and s.r2 < 0.4 then 'replied' else 'none' end, now(), now()
    from (select g, random() as r1, random() as r2, date_trunc('milliseconds', now() - random() * interval '1095 days') as posted
          from generate_series(1, ${reviews}) g) s
    join (values ${values}) a(idx, id, provider)
      on a.idx = case when s.g <= ${bigStore} then 0 else 1 + s.g % ${stores - 1} end`);
  process.stdout.write(`  inserted ${reviews.toLocaleString('en-US')} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  await db.execute(sql`vacuum analyze reviews`);
  await db.execute(sql`analyze local_accounts`);
  return { companyId, bigStore: accounts[0].id };
}
