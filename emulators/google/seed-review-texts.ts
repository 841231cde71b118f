import type { BusinessKind } from './seed-stores';

// Sentences are combined per review so that 20–60 reviews per store read differently.
export const KIND_PRAISE: Record<BusinessKind, readonly string[]> = {
  restaurant: [
    '日替わり定食がボリュームたっぷりで大満足でした。',
    '唐揚げが外はカリッと中はジューシーで、また食べに来たいです。',
    '出汁の香りがとても良く、味噌汁まで美味しかったです。',
    'ランチの提供が早く、忙しい昼休みにも助かります。',
    '季節の天ぷら盛り合わせが絶品でした。',
  ],
  cafe: [
    '自家焙煎のコーヒーが香り高く、とても美味しかったです。',
    'スコーンが焼きたてで、ゆっくり過ごせました。',
    '窓際の席が明るく、作業にもぴったりです。',
    'カフェラテのラテアートが可愛くて癒されました。',
    'チーズケーキが濃厚で、コーヒーとよく合います。',
  ],
  hair: [
    'カウンセリングが丁寧で、イメージ通りの仕上がりになりました。',
    'カラーの色持ちが良く、周りからも褒められました。',
    'ヘッドスパが気持ちよく、つい眠ってしまいました。',
    '扱いやすいショートにしていただき、朝のセットが楽になりました。',
  ],
  clinic: [
    '長年の肩こりが数回の施術でかなり楽になりました。',
    '腰痛の原因を分かりやすく説明してもらえて安心しました。',
    '自宅でできるストレッチも教えてもらえて助かっています。',
    '予約が取りやすく、仕事帰りにも通えます。',
  ],
  nail: [
    '持ち込みデザインもきれいに再現していただきました。',
    'ジェルが3週間経っても全く浮いてきません。',
    '甘皮ケアが丁寧で、指先がとてもきれいになりました。',
    '季節限定のデザインが可愛くて毎回迷ってしまいます。',
  ],
};

export const GENERAL_PRAISE: readonly string[] = [
  'スタッフの方がとても親切で、気持ちよく過ごせました。',
  '店内が清潔で落ち着いた雰囲気です。',
  '駅から近くてアクセスが便利です。',
  'また利用させていただきます。',
  '友人にもおすすめしたいお店です。',
];

export const MIXED: readonly string[] = [
  '味は良いのですが、週末は待ち時間が長めです。',
  '全体的には満足ですが、少し値段が高く感じました。',
  '接客は丁寧でしたが、店内が少し騒がしかったです。',
  '悪くはないですが、特別印象に残るほどではありませんでした。',
  '予約の時間から少し待たされました。',
];

export const COMPLAINTS: readonly string[] = [
  '予約していたのに30分以上待たされました。',
  'スタッフの対応が素っ気なく、残念な気持ちになりました。',
  '説明されていた内容と実際の料金が違いました。',
  '店内の清掃が行き届いていないように感じました。',
  '電話の対応があまり良くありませんでした。',
  '以前より質が落ちた気がします。',
];

export const FOREIGN: Record<'high' | 'low', readonly string[]> = {
  high: [
    'Great place! The staff were friendly and everything was excellent. Highly recommended.',
    'Lovely atmosphere and very polite service. Will definitely come back next time I visit Japan.',
    '服务很周到，环境也很干净，下次还会再来。',
  ],
  low: [
    'We waited a long time and nobody explained the delay. Disappointing.',
    '等了很久，服务态度一般。',
  ],
};

export const REPLY_HIGH: readonly string[] = [
  'この度はご利用いただき誠にありがとうございます。温かいお言葉をいただき、スタッフ一同大変励みになります。またのお越しを心よりお待ちしております。',
  '嬉しいクチコミをありがとうございます。これからもご期待に沿えるよう努めてまいります。',
  'ご来店ありがとうございました。お気に召していただけて何よりです。またお会いできるのを楽しみにしております。',
];

export const REPLY_LOW: readonly string[] = [
  'この度はご不快な思いをおかけし、誠に申し訳ございません。いただいたご意見はスタッフ全員で共有し、改善に努めてまいります。',
  '貴重なご意見をありがとうございます。ご期待に沿えず申し訳ございませんでした。運営の見直しを進めてまいります。',
];

export const REPLY_FOREIGN = 'Thank you very much for your review. We look forward to welcoming you again.';

export const FAMILY_NAMES: readonly string[] = [
  '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', '松本', '井上', '木村',
];

export const GIVEN_NAMES: readonly string[] = [
  '翔太', '美咲', '大輔', '陽菜', '健一', '結衣', '拓也', '彩', '直樹', '真由美', '蓮', 'さくら', '誠', '愛', '悠斗',
];

export const HANDLE_NAMES: readonly string[] = ['まるこ', 'グルメ好きのK', 'たかぴょん', 'yuki', 'ひろ', 'カフェ巡り'];

export const FOREIGN_NAMES: readonly string[] = ['Emily Carter', 'Daniel Kim', 'Lucas Martin', '王伟', '陈静'];
