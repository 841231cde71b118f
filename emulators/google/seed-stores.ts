// The demo companies' stores, matching the console's own demo data by store code.
export type BusinessKind = 'restaurant' | 'cafe' | 'hair' | 'clinic' | 'nail';

export interface SeedStore {
  storeCode: string;
  title: string;
  kind: BusinessKind;
  postalCode: string;
  administrativeArea: string;
  locality: string;
  addressLine: string;
  phone: string;
  slug: string;
}

export interface SeedAccount {
  accountName: string;
  websiteBase: string;
  stores: SeedStore[];
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    accountName: 'デモフーズ Google アカウント',
    websiteBase: 'https://demo-foods.example.jp/stores/',
    stores: [
      { storeCode: 'DF-001', title: 'デモ食堂 渋谷店', kind: 'restaurant', postalCode: '150-0043', administrativeArea: '東京都', locality: '渋谷区', addressLine: '道玄坂1-2-3', phone: '03-5555-0101', slug: 'shibuya' },
      { storeCode: 'DF-002', title: 'デモ食堂 梅田店', kind: 'restaurant', postalCode: '530-0001', administrativeArea: '大阪府', locality: '大阪市北区', addressLine: '梅田2-4-6', phone: '06-5555-0102', slug: 'umeda' },
      { storeCode: 'DF-003', title: 'デモカフェ 栄店', kind: 'cafe', postalCode: '460-0008', administrativeArea: '愛知県', locality: '名古屋市中区', addressLine: '栄3-5-7', phone: '052-555-0103', slug: 'sakae' },
      { storeCode: 'DF-004', title: 'デモ食堂 天神店', kind: 'restaurant', postalCode: '810-0001', administrativeArea: '福岡県', locality: '福岡市中央区', addressLine: '天神1-8-9', phone: '092-555-0104', slug: 'tenjin' },
      { storeCode: 'DF-005', title: 'デモカフェ 札幌駅前店', kind: 'cafe', postalCode: '060-0807', administrativeArea: '北海道', locality: '札幌市北区', addressLine: '北七条西4-1-2', phone: '011-555-0105', slug: 'sapporo' },
    ],
  },
  {
    accountName: 'パートナー店舗 Google アカウント',
    websiteBase: 'https://partner.example.jp/',
    stores: [
      { storeCode: 'PT-001', title: 'ヘアサロン パートナー 横浜店', kind: 'hair', postalCode: '220-0005', administrativeArea: '神奈川県', locality: '横浜市西区', addressLine: '南幸2-1-5', phone: '045-555-0201', slug: 'yokohama' },
      { storeCode: 'PT-002', title: 'パートナー整骨院 大宮院', kind: 'clinic', postalCode: '330-0854', administrativeArea: '埼玉県', locality: 'さいたま市大宮区', addressLine: '桜木町1-3-8', phone: '048-555-0202', slug: 'omiya' },
      { storeCode: 'PT-003', title: 'ネイルサロン パートナー 京都店', kind: 'nail', postalCode: '604-8005', administrativeArea: '京都府', locality: '京都市中京区', addressLine: '河原町通三条上る恵比須町4-2', phone: '075-555-0203', slug: 'kyoto' },
    ],
  },
];

export const CATEGORIES: Record<BusinessKind, { name: string; displayName: string }> = {
  restaurant: { name: 'categories/gcid:japanese_restaurant', displayName: '和食店' },
  cafe: { name: 'categories/gcid:cafe', displayName: 'カフェ' },
  hair: { name: 'categories/gcid:hair_salon', displayName: '美容院' },
  clinic: { name: 'categories/gcid:osteopath', displayName: '整骨院' },
  nail: { name: 'categories/gcid:nail_salon', displayName: 'ネイルサロン' },
};

// Opening hours per kind as [open hour, close hour, closed weekdays].
export const HOURS: Record<BusinessKind, { open: number; close: number; closed: string[] }> = {
  restaurant: { open: 11, close: 22, closed: [] },
  cafe: { open: 8, close: 20, closed: [] },
  hair: { open: 10, close: 20, closed: ['TUESDAY'] },
  clinic: { open: 9, close: 19, closed: ['SUNDAY'] },
  nail: { open: 10, close: 19, closed: ['WEDNESDAY'] },
};

export const DESCRIPTIONS: Record<BusinessKind, string> = {
  restaurant: '旬の食材を使った定食と一品料理のお店です。ランチは11時から、ディナーは22時まで営業しています。',
  cafe: '自家焙煎のコーヒーと焼きたての焼き菓子をご用意しています。電源とWi-Fiもご利用いただけます。',
  hair: 'カット・カラー・パーマまで、一人ひとりの髪質に合わせたスタイルをご提案します。',
  clinic: '肩こり・腰痛・スポーツのけがまで、国家資格を持つ施術者が丁寧に対応します。',
  nail: 'ジェルネイルからケアまで、季節に合わせたデザインを多数ご用意しています。',
};
