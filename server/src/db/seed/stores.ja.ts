// Demo stores per company; later issues link them to the emulators' Google and Yahoo listings by store code.
export interface SeedStore {
  storeCode: string;
  name: string;
  prefecture: string;
  address: string;
  phone: string;
}

export const demoFoodsStores: SeedStore[] = [
  { storeCode: 'DF-001', name: 'デモ食堂 渋谷店', prefecture: '東京都', address: '東京都渋谷区道玄坂1-2-3 デモビル1F', phone: '03-1234-5601' },
  { storeCode: 'DF-002', name: 'デモ食堂 梅田店', prefecture: '大阪府', address: '大阪府大阪市北区梅田2-4-6', phone: '06-2345-6702' },
  { storeCode: 'DF-003', name: 'デモカフェ 栄店', prefecture: '愛知県', address: '愛知県名古屋市中区栄3-5-7', phone: '052-345-6703' },
  { storeCode: 'DF-004', name: 'デモ食堂 天神店', prefecture: '福岡県', address: '福岡県福岡市中央区天神1-8-9', phone: '092-456-7804' },
  { storeCode: 'DF-005', name: 'デモカフェ 札幌駅前店', prefecture: '北海道', address: '北海道札幌市北区北七条西4-1-2', phone: '011-567-8905' },
];

export const partnerStores: SeedStore[] = [
  { storeCode: 'PT-001', name: 'ヘアサロン パートナー 横浜店', prefecture: '神奈川県', address: '神奈川県横浜市西区南幸1-3-5', phone: '045-678-9001' },
  { storeCode: 'PT-002', name: 'パートナー整骨院 大宮院', prefecture: '埼玉県', address: '埼玉県さいたま市大宮区桜木町2-2-2', phone: '048-789-0102' },
  { storeCode: 'PT-003', name: 'ネイルサロン パートナー 京都店', prefecture: '京都府', address: '京都府京都市下京区四条通烏丸東入ル長刀鉾町8', phone: '075-890-1203' },
];
