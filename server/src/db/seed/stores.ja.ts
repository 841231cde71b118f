// Demo stores per company, linked to the emulators' Google and Yahoo listings by store code. Address and phone are
// those of the store's Google listing (emulators/google/seed-stores.ts), the record a linked store shows everywhere.
export interface SeedStore {
  storeCode: string;
  name: string;
  prefecture: string;
  address: string;
  phone: string;
}

export const demoFoodsStores: SeedStore[] = [
  { storeCode: 'DF-001', name: 'デモ食堂 渋谷店', prefecture: '東京都', address: '〒150-0043 東京都渋谷区道玄坂1-2-3', phone: '03-5555-0101' },
  { storeCode: 'DF-002', name: 'デモ食堂 梅田店', prefecture: '大阪府', address: '〒530-0001 大阪府大阪市北区梅田2-4-6', phone: '06-5555-0102' },
  { storeCode: 'DF-003', name: 'デモカフェ 栄店', prefecture: '愛知県', address: '〒460-0008 愛知県名古屋市中区栄3-5-7', phone: '052-555-0103' },
  { storeCode: 'DF-004', name: 'デモ食堂 天神店', prefecture: '福岡県', address: '〒810-0001 福岡県福岡市中央区天神1-8-9', phone: '092-555-0104' },
  { storeCode: 'DF-005', name: 'デモカフェ 札幌駅前店', prefecture: '北海道', address: '〒060-0807 北海道札幌市北区北七条西4-1-2', phone: '011-555-0105' },
];

export const partnerStores: SeedStore[] = [
  { storeCode: 'PT-001', name: 'ヘアサロン パートナー 横浜店', prefecture: '神奈川県', address: '〒220-0005 神奈川県横浜市西区南幸2-1-5', phone: '045-555-0201' },
  { storeCode: 'PT-002', name: 'パートナー整骨院 大宮院', prefecture: '埼玉県', address: '〒330-0854 埼玉県さいたま市大宮区桜木町1-3-8', phone: '048-555-0202' },
  { storeCode: 'PT-003', name: 'ネイルサロン パートナー 京都店', prefecture: '京都府', address: '〒604-8005 京都府京都市中京区河原町通三条上る恵比須町4-2', phone: '075-555-0203' },
];
