import type { EmulatorData } from './google-types';

const label = (displayName: string, description?: string) => ({ displayName, ...(description ? { description } : {}), languageCode: 'ja' });
const yen = (units: number) => ({ price: { currencyCode: 'JPY', units: String(units) } });

// DF-001 already has a food menu on Google, so "import from Google" has something to bring in; every other
// location starts without one.
export function seedFoodMenus(data: EmulatorData): void {
  const entry = data.locations.find((candidate) => candidate.data.storeCode === 'DF-001');
  if (!entry) return;
  const name = `accounts/${entry.accountId}/locations/${entry.id}/foodMenus`;
  data.foodMenus.set(entry.id, {
    name,
    menus: [
      {
        labels: [label('ランチ')],
        sections: [
          {
            labels: [label('定食')],
            items: [
              { labels: [label('日替わり定食', '小鉢と味噌汁付き')], attributes: yen(980) },
              { labels: [label('唐揚げ定食')], attributes: yen(1050) },
            ],
          },
        ],
      },
      {
        labels: [label('ドリンク')],
        sections: [{ labels: [label('ソフトドリンク')], items: [{ labels: [label('烏龍茶')], attributes: yen(350) }] }],
      },
    ],
  });
}
