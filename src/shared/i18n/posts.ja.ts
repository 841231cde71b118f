// Part of the Japanese catalogue: the enumeration labels of post management (投稿管理), shared by the post list,
// history and editor screens. Imported by the posts feature only, so the text loads with those screens. Wording per
// docs/glossary-ja.md (Enumerations).
export const postsJa = {
  settingStatus: { 0: '投稿待ち', 1: '停止中', 2: '投稿済み', 8: '承認待ち', 9: '差し戻し' },
  historyStatus: { 0: '成功', 1: '失敗', [-1]: '削除済み' },
  /** A history that is being sent has no status yet. */
  historySending: '送信中',
  postType: { action: '最新情報', offer: '特典', event: 'イベント', instagram: 'Instagram' },
  yahooKind: { NOTICE: 'お知らせ', DAYOFF: '休業日', CAMPAIGN: 'キャンペーン', ETC: 'その他' },
  callToAction: { BOOK: '予約', ORDER: 'オンライン注文', SHOP: '購入', LEARN_MORE: '詳細', SIGN_UP: '登録', CALL: '今すぐ電話' },
  callToActionNone: 'なし',
  repeat: { 4: '1回のみ', 1: '毎週', 2: '毎月', 3: '毎年' },
  provider: { google: 'Google', yahoo: 'Yahoo!プレイス' },
} as const;
