import type { Clock } from '../clock';
import { hashPassword } from '../modules/auth/password';
import { countInt } from './count';
import type { Db } from './client';
import { companies, contents, news, replyManuscripts, users } from '../composition/schema';
import { infoContent, manualContent } from './seed/contents.ja';
import { seedNews } from './seed/news.ja';
import { stores } from '../modules/stores/stores.table';
import { demoFoodsStores, partnerStores, type SeedStore } from './seed/stores.ja';
import { seedReplyTemplates } from './seed/reply-templates.ja';
import { seedPostTemplates } from './seed/post-templates.ja';
import { postManuscripts } from '../modules/post-templates/post-templates.table';

export const DEMO_PASSWORD = 'demo-pass-1234';

export const demoUsers = {
  owner: { email: 'owner@demo.example', ownership: 'allgrow', dispUserId: 'demo-owner' },
  staff: { email: 'staff@demo.example', ownership: 'allgrow', dispUserId: 'demo-staff' },
  partner: { email: 'partner@demo.example', ownership: 'partner', dispUserId: 'demo-partner' },
  support: { email: 'support@demo.example', ownership: 'allgrow', dispUserId: 'demo-support' },
} as const;

const allFlags = {
  hasRankingContract: true,
  hasReviewContract: true,
  meoAnalyticsFlag: true,
  meoAnalyticsWithMeasureFlag: true,
  hasYRankingContract: true,
  yMeoAnalyticsFlag: true,
  yMeoAnalyticsWithMeasureFlag: true,
};

// 順位計測: 100 measures at once, every kind of keyword (scope 3 すべて).
const demoMeasureContract = { measureContractCount: 100, measureContractScope: 3 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo tenant into an empty database; does nothing once any company exists. */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const [{ n }] = await db.select({ n: countInt() }).from(companies);
  if (n > 0) return false;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [demo, partner, operator] = await tx
      .insert(companies)
      .values([
        { corporateName: '株式会社デモフーズ', ownership: 'allgrow', ...allFlags, contractedLinkageCount: 50, ...demoMeasureContract },
        {
          corporateName: 'パートナー商事株式会社',
          ownership: 'partner',
          meoAnalyticsFlag: true,
          meoAnalyticsWithMeasureFlag: true,
          hasRankingContract: true,
          contractedLinkageCount: 10,
          ...demoMeasureContract,
        },
        { corporateName: '運営サポート', ownership: 'allgrow', contractedLinkageCount: 0 },
      ])
      .returning({ id: companies.id });
    const user = (companyId: number, key: keyof typeof demoUsers, userType: 'normal' | 'store' | 'support', userName: string) => ({
      companyId,
      dispUserId: demoUsers[key].dispUserId,
      email: demoUsers[key].email,
      ownership: demoUsers[key].ownership,
      userType,
      userName,
      passwordHash,
      passwordChangedAt: now,
    });
    await tx
      .insert(users)
      .values([
        user(demo.id, 'owner', 'normal', '山田 太郎'),
        user(demo.id, 'staff', 'store', '佐藤 花子'),
        user(partner.id, 'partner', 'normal', '鈴木 一郎'),
        user(operator.id, 'support', 'support', '運営 サポート'),
      ]);
    const toRows = (companyId: number, list: SeedStore[]) => list.map((store) => ({ companyId, ...store }));
    await tx.insert(stores).values([...toRows(demo.id, demoFoodsStores), ...toRows(partner.id, partnerStores)]);
    await tx
      .insert(replyManuscripts)
      .values([demo.id, partner.id].flatMap((companyId) => seedReplyTemplates.map((template) => ({ companyId, ...template, createdAt: now, updatedAt: now }))));
    await tx
      .insert(postManuscripts)
      .values([demo.id, partner.id].flatMap((companyId) => seedPostTemplates.map((template) => ({ companyId, ...template, createdAt: now, updatedAt: now }))));
    await tx.insert(news).values(
      seedNews.map((item) => ({
        category: item.category,
        title: item.title,
        body: item.body,
        ownership: item.ownership,
        publishedAt: new Date(now.getTime() - item.daysAgo * DAY_MS),
      })),
    );
    for (const ownership of ['allgrow', 'partner'] as const) {
      await tx.insert(contents).values([
        { slug: 'info', ownership, ...infoContent(ownership), updatedAt: now },
        { slug: 'manual', ownership, ...manualContent(ownership), updatedAt: now },
      ]);
    }
  });
  return true;
}
