// Bulk data of the insight bench: one tenant (the demo owner's company) with GOOGLE linked stores, the first YAHOO of
// them also linked on Yahoo, and every day of the last 18 months (plus the current month up to the providers' lag) of
// Google performance and Yahoo access figures, monthly Yahoo keywords, and some reviews, posts and photos; all in
// set-based SQL (generate_series), as a restore would load it.
import { sql } from 'drizzle-orm';
import { demoUsers } from '../server/src/db/seed-demo';
import type { Deps } from '../server/src/deps';

export const GOOGLE = Number(process.env.BENCH_INSIGHT_STORES ?? 500);
export const YAHOO = Number(process.env.BENCH_INSIGHT_YAHOO ?? 100);
/** The providers publish a day's figures a few days later. */
const LAG_DAYS = 3;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export interface SeededTenant {
  companyId: number;
  googleIds: number[];
  yahooIds: number[];
  /** First and last day with daily figures, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
}

// The secondary indexes are built once after the load and the per-row foreign-key triggers skipped, as pg_restore does.
async function bulkLoad(deps: Deps, tables: string[], load: () => Promise<void>): Promise<void> {
  const db = deps.db;
  const indexes: { indexname: string; indexdef: string }[] = [];
  for (const table of tables) {
    indexes.push(
      ...rowsOf<{ indexname: string; indexdef: string }>(
        await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = ${table} and indexname not in (select conname from pg_constraint)`),
      ),
    );
  }
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));
  await db.execute(sql`set session_replication_role = replica`);
  try {
    await load();
  } finally {
    await db.execute(sql`set session_replication_role = origin`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

export async function seedInsight(deps: Deps): Promise<SeededTenant> {
  const db = deps.db;
  const [owner] = rowsOf<{ company_id: number }>(await db.execute(sql`select company_id from users where email = ${demoUsers.owner.email}`));
  const companyId = owner.company_id;
  await db.execute(sql`update companies set contracted_linkage_count = ${GOOGLE + YAHOO} where id = ${companyId}`);
  await db.execute(sql`
    with s as (
      insert into stores (company_id, store_code, name, prefecture, address)
      select ${companyId}, 'IB-' || lpad(g::text, 4, '0'), 'ベンチ店舗 ' || g, '東京都', '東京都渋谷区1-1' from generate_series(1, ${GOOGLE}) g
      returning id, store_code, name)
    insert into local_accounts (company_id, provider, provider_location_id, store_id, title, store_code, address, status, linked_at)
    select ${companyId}, 'google', 'locations/insight-bench-' || id, id, name, store_code, '東京都渋谷区1-1', 'linked', now() from s`);
  await db.execute(sql`
    insert into local_accounts (company_id, provider, provider_location_id, store_id, title, store_code, address, status, linked_at, paired_account_id)
    select company_id, 'yahoo', 'yahoo-bench-' || id, store_id, title || ' (Yahoo!)', store_code, address, 'linked', now(), id
    from local_accounts where company_id = ${companyId} and provider = 'google' order by id limit ${YAHOO}`);
  const accounts = rowsOf<{ id: number; provider: string }>(
    await db.execute(sql`select id, provider from local_accounts where company_id = ${companyId} and status = 'linked' order by id`),
  );
  const [days] = rowsOf<{ first: string; last: string }>(
    await db.execute(sql`select to_char(date_trunc('month', today) - interval '18 months', 'YYYY-MM-DD') as first,
                                to_char(today - ${LAG_DAYS}::int, 'YYYY-MM-DD') as last
                         from (select (now() at time zone 'Asia/Tokyo')::date as today) t`),
  );
  const started = performance.now();
  await bulkLoad(deps, ['insight_google_daily', 'insight_yahoo_daily', 'insight_yahoo_keywords'], async () => {
    // A weekly rhythm around a per-store level, so sums and ranks differ by store and day.
    await db.execute(sql`
      insert into insight_google_daily (company_id, local_account_id, date, impressions_desktop_maps, impressions_mobile_maps, impressions_desktop_search,
                                        impressions_mobile_search, call_clicks, direction_requests, website_clicks, bookings, food_orders, food_menu_clicks)
      select ${companyId}, a.id, d::date, l * 3 + w, l * 9 + w * 2, l * 2 + w, l * 6 + w * 3, l / 10 + w % 3, l / 8 + w % 4, l / 6 + w % 5, w % 2, w % 3, l / 12
      from local_accounts a
      cross join generate_series(${days.first}::date, ${days.last}::date, interval '1 day') d
      cross join lateral (select 20 + a.id % 37 as l, (a.id + extract(doy from d)::int) % 7 as w) v
      where a.company_id = ${companyId} and a.provider = 'google' and a.status = 'linked'`);
    await db.execute(sql`
      insert into insight_yahoo_daily (company_id, local_account_id, date, page_views, user_views, searches, actions, action_call, action_route,
                                       action_website, action_reservation, device_smartphone, device_pc, device_tablet, gender_female, gender_male,
                                       gender_unknown, age_groups)
      select ${companyId}, a.id, d::date, l * 4 + w, l * 3 + w, l + w, l / 2, l / 8, l / 6, l / 5, w % 2, l * 3, l, w, l * 2, l * 2 - w, w,
             array[w % 2, l / 10, l / 3, l / 2, l / 3, l / 4, l / 6, l / 9]
      from local_accounts a
      cross join generate_series(${days.first}::date, ${days.last}::date, interval '1 day') d
      cross join lateral (select 10 + a.id % 23 as l, (a.id + extract(doy from d)::int) % 7 as w) v
      where a.company_id = ${companyId} and a.provider = 'yahoo' and a.status = 'linked'`);
    await db.execute(sql`
      insert into insight_yahoo_keywords (company_id, local_account_id, month, keyword, count)
      select ${companyId}, a.id, m::date, 'ベンチ 検索語 ' || k, 1 + (a.id * 7 + k * 13) % 60
      from local_accounts a
      cross join generate_series(${days.first}::date, ${days.last}::date, interval '1 month') m
      cross join generate_series(1, 20) k
      where a.company_id = ${companyId} and a.provider = 'yahoo' and a.status = 'linked'`);
  });
  await seedEvents(deps, companyId, days.first);
  process.stderr.write(`  inserted daily figures for ${GOOGLE} + ${YAHOO} stores from ${days.first} to ${days.last} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return {
    companyId,
    googleIds: accounts.filter((a) => a.provider === 'google').map((a) => a.id),
    yahooIds: accounts.filter((a) => a.provider === 'yahoo').map((a) => a.id),
    firstDay: days.first,
    lastDay: days.last,
  };
}

/** About 40 reviews over the window, one post and one photo per Google store and month of the window. */
async function seedEvents(deps: Deps, companyId: number, firstDay: string): Promise<void> {
  const db = deps.db;
  const google = sql`from local_accounts a where a.company_id = ${companyId} and a.provider = 'google' and a.status = 'linked'`;
  await db.execute(sql`
    insert into reviews (company_id, local_account_id, provider, kind, provider_review_id, reviewer_name, rating, comment, posted_at, provider_updated_at)
    select ${companyId}, a.id, 'google', 1, 'bench-' || a.id || '-' || r, 'レビュアー', 1 + (a.id + r) % 5, 'ベンチ', t, t
    from (select a.id ${google}) a cross join generate_series(1, 40) r
    cross join lateral (select ${firstDay}::timestamptz + (r * 37 + a.id) % 540 * interval '1 day' + interval '3 hours' as t) x`);
  await db.execute(sql`
    with q as (insert into post_queues (company_id, occurrence_at)
               select ${companyId}, m from generate_series(${firstDay}::timestamptz, now(), interval '1 month') m returning id, occurrence_at)
    insert into post_histories (company_id, queue_id, local_account_id, provider, idempotency_key, intent_status, status, payload, scheduled_at, posted_at)
    select ${companyId}, q.id, a.id, 'google', 'bench-post-' || q.id || '-' || a.id, 'done', case when (q.id + a.id) % 10 = 0 then 1 else 0 end,
           '{"provider":"google","postType":null,"yahooKind":null,"summary":"ベンチ","title":null,"content":{},"imageUrl":null}'::jsonb, q.occurrence_at,
           q.occurrence_at
    from q cross join (select a.id ${google}) a`);
  await db.execute(sql`
    with p as (insert into media_posts (company_id, media_format, category, file_key, content_type, file_size, due_at)
               select ${companyId}, 'PHOTO', 'FOOD_AND_DRINK', 'bench/photo.jpg', 'image/jpeg', 1, m
               from generate_series(${firstDay}::timestamptz, now(), interval '1 month') m returning id, due_at)
    insert into media_post_histories (company_id, media_post_id, local_account_id, idempotency_key, status, due_at, posted_at)
    select ${companyId}, p.id, a.id, 'bench-media-' || p.id || '-' || a.id, 'posted', p.due_at, p.due_at
    from p cross join (select a.id ${google}) a`);
  for (const table of ['reviews', 'post_histories', 'media_post_histories', 'local_accounts']) await db.execute(sql.raw(`analyze ${table}`));
}
