// Bulk data of the post list bench: the demo owner's company gets linked stores (every fifth on Yahoo!), planned
// posts over the last two years in every status, each to all stores, five of them or one, and the histories of the
// posted ones (one row per occurrence × store, mostly sent, some failed or deleted), in set-based SQL (generate_series).
import { sql } from 'drizzle-orm';
import { demoUsers } from '../server/src/db/seed-demo';
import type { Deps } from '../server/src/deps';
import { rowsOf } from './bench-review-seed';

export interface SeedPostsOptions {
  stores: number;
  settings: number;
  histories: number;
}

export interface SeededPosts {
  companyId: number;
  settings: number;
  accounts: number;
  queues: number;
  histories: number;
}

const count = async (deps: Deps, table: string, companyId: number): Promise<number> =>
  rowsOf<{ n: number }>(await deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0].n;

export async function seedPosts(deps: Deps, { stores, settings, histories }: SeedPostsOptions): Promise<SeededPosts> {
  const db = deps.db;
  const [owner] = rowsOf<{ company_id: number; id: number; user_name: string }>(
    await db.execute(sql`select company_id, id, user_name from users where email = ${demoUsers.owner.email}`),
  );
  const companyId = owner.company_id;
  await db.execute(sql`
    with s as (
      insert into stores (company_id, store_code, name, prefecture, address)
      select ${companyId}, 'PB-' || lpad(g::text, 3, '0'), 'ベンチ店舗 ' || g, '東京都', '東京都渋谷区1-1' from generate_series(1, ${stores}) g
      returning id, store_code, name)
    insert into local_accounts (company_id, provider, provider_location_id, provider_account_id, store_id, title, store_code, address, status, linked_at)
    select ${companyId}, case when substr(store_code, 4)::int % 5 = 0 then 'yahoo' else 'google' end, 'locations/posts-bench-' || id, 'accounts/bench', id, name,
           store_code, '東京都渋谷区1-1', 'linked', now()
    from s`);
  // The bench's stores, numbered 0… in store-code order (index % 5 = 4 is a Yahoo! one).
  const accounts = sql`(select id, provider, substr(store_code, 4)::int - 1 as idx from local_accounts
                        where company_id = ${companyId} and provider_location_id like 'locations/posts-bench-%')`;
  const started = performance.now();
  // Status 2 投稿済み for four in five; the rest waiting, stopped, awaiting approval or sent back, with a next run.
  // Creation dates spread over two years, the newest last.
  await db.execute(sql`
    insert into post_settings (company_id, author_user_id, author_name, status, post_type, content, search_text, schedule_date, schedule_time, repeat,
                               repeat_end_date, next_run_at, send_back_comment, created_at, updated_at)
    select ${companyId}, ${owner.id}, ${owner.user_name}, st, pt,
           jsonb_build_object('summary', summary, 'event_title', case when pt = 'event' then 'ベンチ イベント ' || g else '' end,
             'event_start_date', case when pt = 'event' then to_char(created + interval '1 day', 'YYYY/MM/DD') else '' end,
             'event_start_time', case when pt = 'event' then '10:00' else '' end,
             'event_end_date', case when pt = 'event' then to_char(created + interval '8 days', 'YYYY/MM/DD') else '' end,
             'event_end_time', case when pt = 'event' then '18:00' else '' end,
             'offer_coupon_code', case when pt = 'offer' then 'BENCH' || g else '' end,
             'offer_redeem_url', case when pt = 'offer' then 'https://example.com/coupon/' || g else '' end,
             'offer_terms', case when pt = 'offer' then 'お一人様一回限り' else '' end,
             'call_to_action_type', case when pt = 'action' and g % 3 = 0 then 'LEARN_MORE' else '' end,
             'call_to_action_url', case when pt = 'action' and g % 3 = 0 then 'https://example.com/news/' || g else '' end,
             'yahoo_kind', '', 'yahoo_title', '', 'yahoo_start_date', '', 'yahoo_end_date', ''),
           summary, (created at time zone 'Asia/Tokyo')::date + 1, '10:00', rep,
           case when rep <> 4 then (created at time zone 'Asia/Tokyo')::date + 366 end,
           case when st <> 2 then now() + (g % 90) * interval '1 day' + (g % 24) * interval '1 hour' end,
           case when st = 9 then '表現を修正してください。' end, created, created
    from (select g, case when g % 50 < 40 then 2 when g % 50 < 45 then 0 when g % 50 < 47 then 1 when g % 50 < 49 then 8 else 9 end as st,
                 case when g % 10 < 6 then 'action' when g % 10 < 8 then 'offer' else 'event' end as pt,
                 case when g % 10 < 6 then 4 when g % 10 < 8 then 1 when g % 10 < 9 then 2 else 3 end as rep,
                 (array['本日のおすすめランチのご案内です。', '季節限定メニューが始まりました。', '年末年始の営業時間のお知らせ', 'ポイント2倍キャンペーン実施中！',
                        '新しいスタッフが加わりました。'])[1 + g % 5] || ' #' || g as summary,
                 date_trunc('minute', now() - (${settings} - g) * interval '730 days' / ${settings}) as created
          from generate_series(1, ${settings}) g) s`);
  // A quarter of the posts go to every store, a quarter to five of them, the rest to one.
  await db.execute(sql`
    insert into post_setting_accounts (post_setting_id, local_account_id, company_id)
    select p.id, a.id, ${companyId}
    from post_settings p join ${accounts} a
      on case p.id % 4 when 0 then true when 1 then (a.idx - p.id % ${stores} + ${stores}) % ${stores} < 5 else a.idx = p.id % ${stores} end
    where p.company_id = ${companyId}`);
  // Posts reaching a Yahoo! store carry its fields; one reaching only Yahoo! has no Google post type.
  await db.execute(sql`
    update post_settings p
    set content = content || jsonb_build_object('yahoo_kind', 'NOTICE', 'yahoo_title', 'お知らせ #' || p.id),
        search_text = search_text || E'\n' || 'お知らせ #' || p.id,
        post_type = case when exists (select 1 from post_setting_accounts psa join local_accounts la on la.id = psa.local_account_id
                                      where psa.post_setting_id = p.id and la.provider = 'google') then post_type end
    where company_id = ${companyId}
      and exists (select 1 from post_setting_accounts psa join local_accounts la on la.id = psa.local_account_id where psa.post_setting_id = p.id and la.provider = 'yahoo')`);
  // Weekly occurrences of every post that has run (0, 1, 2), enough of them for the histories asked for, none ahead.
  const [{ links }] = rowsOf<{ links: number }>(
    await db.execute(sql`select count(*)::int as links from post_setting_accounts psa join post_settings p on p.id = psa.post_setting_id
                         where p.company_id = ${companyId} and p.status in (0, 1, 2)`),
  );
  const occurrences = Math.ceil(histories / Math.max(1, links)) + 1;
  await db.execute(sql`
    insert into post_queues (company_id, post_setting_id, occurrence_at, created_at)
    select ${companyId}, p.id, t, t
    from post_settings p cross join generate_series(0, ${occurrences - 1}) r
    cross join lateral (select p.created_at + interval '1 day' + r * interval '7 days' as t) x
    where p.company_id = ${companyId} and p.status in (0, 1, 2) and t < now()`);
  // Three in a hundred failed (retryable), two deleted afterwards, the rest live; the payload as the scheduler fixes it.
  await db.execute(sql`
    insert into post_histories (company_id, queue_id, post_setting_id, local_account_id, provider, idempotency_key, intent_status, attempts, claimed_at,
                                status, payload, provider_post_id, provider_state, link, error_message, retryable, pinned, scheduled_at, posted_at,
                                failed_at, created_at, updated_at)
    select ${companyId}, q.id, p.id, a.id, a.provider, 'bench-post-' || q.id || '-' || a.id, case when f then 'failed' else 'done' end, 1, q.occurrence_at,
           case when f then 1 when d then -1 else 0 end,
           jsonb_build_object('provider', a.provider, 'postType', case when a.provider = 'google' then p.post_type end,
                              'yahooKind', case when a.provider = 'yahoo' then 'NOTICE' end, 'summary', p.content->>'summary',
                              'title', case when a.provider = 'yahoo' then p.content->>'yahoo_title' end, 'content', p.content, 'imageUrl', null),
           case when not f then case when a.provider = 'google' then 'accounts/bench/locations/' || a.id || '/localPosts/' else 'notice-' end || q.id end,
           case when not f and not d then 'live' end,
           case when not f and not d and a.provider = 'google' then 'https://local.google.com/place?id=' || a.id || '&use=posts&lpsid=' || q.id end,
           case when f then '投稿に失敗しました（ベンチ）' end, true, case when a.provider = 'yahoo' then false end, q.occurrence_at,
           case when not f then q.occurrence_at + interval '1 minute' end, case when f then q.occurrence_at + interval '1 minute' end,
           q.occurrence_at, q.occurrence_at + interval '1 minute'
    from post_queues q
    join post_settings p on p.id = q.post_setting_id
    join post_setting_accounts psa on psa.post_setting_id = p.id
    join ${accounts} a on a.id = psa.local_account_id
    cross join lateral (select (q.id * 7 + a.id) % 100 < 3 as f, (q.id * 7 + a.id) % 100 between 3 and 4 as d) o
    where q.company_id = ${companyId}
    order by q.id, a.id
    limit ${histories}`);
  for (const table of ['post_settings', 'post_setting_accounts', 'post_queues', 'post_histories', 'local_accounts']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  const seeded = {
    companyId,
    settings: await count(deps, 'post_settings', companyId),
    accounts: await count(deps, 'post_setting_accounts', companyId),
    queues: await count(deps, 'post_queues', companyId),
    histories: await count(deps, 'post_histories', companyId),
  };
  process.stderr.write(
    `  inserted ${seeded.settings.toLocaleString('en-US')} post settings (${seeded.accounts.toLocaleString('en-US')} store links), ${seeded.queues.toLocaleString('en-US')} occurrences and ${seeded.histories.toLocaleString('en-US')} histories on ${stores} stores in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return seeded;
}
