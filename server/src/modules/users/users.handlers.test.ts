import { demoUsers } from '../../db/seed-demo';
import { loginAs } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const allOn = {
  has_ranking_contract: true,
  has_review_contract: true,
  meo_analytics_flag: true,
  meo_analytics_with_measure_flag: true,
  has_y_ranking_contract: true,
  y_meo_analytics_flag: true,
  y_meo_analytics_with_measure_flag: true,
};
const allOff = Object.fromEntries(Object.keys(allOn).map((k) => [k, false]));

it.each([
  ['owner', { disp_user_id: 'demo-owner', user_type: 'normal', ownership: 'allgrow', corporate_name: '株式会社デモフーズ', user_name: '山田 太郎', contracted_contents: allOn, can_manage_links: true }],
  ['staff', { disp_user_id: 'demo-staff', user_type: 'store', ownership: 'allgrow', corporate_name: '株式会社デモフーズ', user_name: '佐藤 花子', contracted_contents: allOn, can_manage_links: false }],
  [
    'partner',
    {
      disp_user_id: 'demo-partner',
      user_type: 'normal',
      ownership: 'partner',
      corporate_name: 'パートナー商事株式会社',
      user_name: '鈴木 一郎',
      contracted_contents: { ...allOff, meo_analytics_flag: true, meo_analytics_with_measure_flag: true, has_ranking_contract: true },
      can_manage_links: false,
    },
  ],
  ['support', { disp_user_id: 'demo-support', user_type: 'support', ownership: 'allgrow', corporate_name: '運営サポート', user_name: '運営 サポート', contracted_contents: allOff, can_manage_links: false }],
] as const)('getUserInfo for %s answers the seeded profile and no Yahoo renewal', async (who, expected) => {
  const s = await loginAs(t, who);
  const res = await t.inject({ url: '/api/users/info', headers: s.headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    data: { y_is_expired: false, url: null, message: null },
    user_infomation: { ...expected, email: demoUsers[who].email, is_impersonate: false, logo: null },
  });
});

it('can_manage_links follows LINK_MANAGEMENT_USER_IDS', async () => {
  const other = await createTestApp({ configOverrides: { linkManagementUserIds: ['demo-partner'] } });
  try {
    const partner = await loginAs(other, 'partner');
    const owner = await loginAs(other, 'owner');
    expect((await other.inject({ url: '/api/users/info', headers: partner.headers })).json().user_infomation.can_manage_links).toBe(true);
    expect((await other.inject({ url: '/api/users/info', headers: owner.headers })).json().user_infomation.can_manage_links).toBe(false);
  } finally {
    await other.close();
  }
});
