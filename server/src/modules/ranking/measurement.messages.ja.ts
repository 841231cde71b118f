// The measurement engine's user-facing wording (docs/glossary-ja.md: 順位計測).
export const measurementMessagesJa = {
  deviceProfile: {
    // What was sent (Places API (New) searchText, languageCode ja, regionCode JP, rankPreference RELEVANCE; YOLP local
    // search sorted by relevance), written for the people who read the snapshot.
    google: 'Google Places API テキスト検索・日本語・地域 日本・関連度順・非パーソナライズ',
    yahoo: 'Yahoo!ローカルサーチ・関連度順',
  },
  target: {
    accountGone: '計測対象の店舗の連携が解除されています。店舗を再連携してから計測してください。',
    noPlaceId: {
      google: 'Googleビジネスプロフィールからこの店舗のプレイスIDを取得できませんでした。Googleマップに公開されているか確認してください。',
      yahoo: 'Yahoo!プレイスからこの店舗のIDを取得できませんでした。',
    },
    noStoreLocation: '店舗の所在地（緯度経度）を取得できませんでした。計測地点を住所・駅・緯度経度で指定してください。',
    noPoint: '計測地点の緯度経度が設定されていません。計測設定で地点を指定し直してください。',
  },
  unexpected: '計測中に予期しないエラーが発生しました。',
  measureDeleted: '計測設定が削除されたため計測しませんでした。',
  failedRetrying: (message: string) => `${message}（自動で再計測します）`,
  measureNow: {
    started: '計測を開始しました。結果が出るまでしばらくお待ちください。',
    alreadyMeasured: '本日の計測結果はすでにあります（計測は1日1回です）。',
    running: '本日の計測はすでに実行中です。',
  },
} as const;
