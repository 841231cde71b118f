// The structured service types Google offers per category (Business Information v1 `categories:batchGet` with
// view=FULL), in Japanese for the seeded stores' categories. Ids follow Google's `job_type_id:` form.

export interface ServiceTypeMaster {
  serviceTypeId: string;
  displayName: string;
}

export const CATEGORY_NAMES: Record<string, string> = {
  'gcid:japanese_restaurant': '和食店',
  'gcid:cafe': 'カフェ',
  'gcid:hair_salon': '美容院',
  'gcid:osteopath': '整骨院',
  'gcid:nail_salon': 'ネイルサロン',
};

export const SERVICE_TYPES: Record<string, ServiceTypeMaster[]> = {
  'gcid:japanese_restaurant': [
    { serviceTypeId: 'job_type_id:takeout', displayName: 'テイクアウト' },
    { serviceTypeId: 'job_type_id:catering', displayName: 'ケータリング' },
    { serviceTypeId: 'job_type_id:private_dining', displayName: '貸切' },
  ],
  'gcid:cafe': [
    { serviceTypeId: 'job_type_id:takeout', displayName: 'テイクアウト' },
    { serviceTypeId: 'job_type_id:coffee_beans', displayName: 'コーヒー豆の販売' },
  ],
  'gcid:hair_salon': [
    { serviceTypeId: 'job_type_id:haircut', displayName: 'カット' },
    { serviceTypeId: 'job_type_id:hair_coloring', displayName: 'カラー' },
    { serviceTypeId: 'job_type_id:perm', displayName: 'パーマ' },
    { serviceTypeId: 'job_type_id:head_spa', displayName: 'ヘッドスパ' },
  ],
  'gcid:osteopath': [
    { serviceTypeId: 'job_type_id:sports_injury', displayName: 'スポーツ外傷の施術' },
    { serviceTypeId: 'job_type_id:pelvic_correction', displayName: '骨盤矯正' },
  ],
  'gcid:nail_salon': [
    { serviceTypeId: 'job_type_id:gel_nails', displayName: 'ジェルネイル' },
    { serviceTypeId: 'job_type_id:nail_care', displayName: 'ネイルケア' },
    { serviceTypeId: 'job_type_id:foot_nails', displayName: 'フットネイル' },
  ],
};
