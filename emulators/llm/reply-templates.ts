// Reply sentences per language and rating band. Every sentence is fixed text plus, at most, the store name from the
// system prompt or a generic topic word taken from the review: nothing else can reach a reply, so the emulator cannot
// invent facts, echo personal data or promise compensation, refunds or discounts.
export type ReplyLanguage = 'ja' | 'en' | 'zh' | 'ko';
export type RatingBand = 'high' | 'mid' | 'low';
export type Topic = 'food' | 'service' | 'wait' | 'atmosphere' | 'price';

interface LanguageTemplates {
  defaultStore: string;
  separator: string;
  topics: Record<Topic, string>;
  opening: Record<RatingBand, (store: string) => string>;
  body: Record<RatingBand, (topic: string | undefined) => string>;
  closing: Record<RatingBand, string>;
}

export const TOPIC_KEYWORDS: Record<Topic, RegExp> = {
  food: /味|料理|美味|おいし|ランチ|メニュー|food|dish|meal|taste|delicious|菜|味道|好吃|음식|맛/iu,
  service: /接客|店員|スタッフ|対応|staff|service|waiter|服务|店员|직원|서비스/iu,
  wait: /待|遅|wait|slow|等|慢|기다|늦/iu,
  atmosphere: /雰囲気|店内|atmosphere|ambience|ambiance|环境|氛围|분위기/iu,
  price: /値段|価格|高い|高かった|price|expensive|价格|贵|가격|비싸/iu,
};

export const TEMPLATES: Record<ReplyLanguage, LanguageTemplates> = {
  ja: {
    defaultStore: '当店',
    separator: '',
    topics: { food: 'お料理', service: '接客', wait: '待ち時間', atmosphere: '店内の雰囲気', price: '価格' },
    opening: {
      high: (s) => `この度は${s}をご利用いただき、また素敵なクチコミをお寄せいただき、誠にありがとうございます。`,
      mid: (s) => `この度は${s}をご利用いただき、クチコミをお寄せいただきありがとうございます。`,
      low: (s) => `この度は${s}をご利用いただき、また貴重なご意見をお寄せいただきありがとうございます。`,
    },
    body: {
      high: (t) => (t ? `${t}についてお褒めの言葉をいただき、スタッフ一同大変嬉しく思っております。` : 'お楽しみいただけたご様子に、スタッフ一同大変嬉しく思っております。'),
      mid: (t) => (t ? `${t}についていただいたご感想はスタッフ全員で共有し、今後の参考にさせていただきます。` : 'いただいたご感想は今後のサービス向上の参考にさせていただきます。'),
      low: (t) =>
        `ご期待に沿えず、ご不快な思いをおかけしましたことを心よりお詫び申し上げます。${t ? `${t}についてのご指摘を真摯に受け止め、スタッフ一同で改善に努めてまいります。` : 'いただいたご指摘を真摯に受け止め、改善に努めてまいります。'}`,
    },
    closing: { high: 'またのご来店を心よりお待ちしております。', mid: 'またのご来店をお待ちしております。', low: '今後ともどうぞよろしくお願いいたします。' },
  },
  en: {
    defaultStore: 'us',
    separator: ' ',
    topics: { food: 'food', service: 'service', wait: 'waiting times', atmosphere: 'atmosphere', price: 'prices' },
    opening: {
      high: (s) => `Thank you so much for visiting ${s} and for taking the time to share such a kind review.`,
      mid: (s) => `Thank you for visiting ${s} and for sharing your feedback.`,
      low: (s) => `Thank you for visiting ${s} and for sharing your honest feedback.`,
    },
    body: {
      high: (t) => (t ? `We are delighted to hear that you enjoyed our ${t}.` : 'We are delighted that you enjoyed your visit.'),
      mid: (t) => (t ? `Your comments about our ${t} have been shared with the whole team.` : 'We will use your comments to keep improving.'),
      low: (t) =>
        `We sincerely apologize that your experience did not meet your expectations. ${t ? `We take your comments about our ${t} seriously and will work to improve.` : 'We take your comments seriously and will work to improve.'}`,
    },
    closing: { high: 'We look forward to welcoming you again.', mid: 'We hope to see you again.', low: 'Thank you again for your feedback.' },
  },
  zh: {
    defaultStore: '本店',
    separator: '',
    topics: { food: '菜品', service: '服务', wait: '等待时间', atmosphere: '环境', price: '价格' },
    opening: {
      high: (s) => `感谢您光临${s}，并留下如此好的评价。`,
      mid: (s) => `感谢您光临${s}并分享您的反馈。`,
      low: (s) => `感谢您光临${s}并提出宝贵意见。`,
    },
    body: {
      high: (t) => (t ? `很高兴您喜欢我们的${t}。` : '很高兴您度过了愉快的时光。'),
      mid: (t) => (t ? `您关于${t}的意见我们已与全体员工分享。` : '我们会参考您的意见，不断改进。'),
      low: (t) => `未能让您满意，我们深表歉意。${t ? `我们会认真对待您关于${t}的意见，努力改进。` : '我们会认真对待您的意见，努力改进。'}`,
    },
    closing: { high: '期待您再次光临。', mid: '期待您再次光临。', low: '再次感谢您的反馈。' },
  },
  ko: {
    defaultStore: '저희 매장',
    separator: ' ',
    topics: { food: '음식', service: '서비스', wait: '대기 시간', atmosphere: '분위기', price: '가격' },
    opening: {
      high: (s) => `${s}을(를) 이용해 주시고 좋은 리뷰를 남겨 주셔서 진심으로 감사드립니다.`,
      mid: (s) => `${s}을(를) 이용해 주시고 소중한 의견을 남겨 주셔서 감사합니다.`,
      low: (s) => `${s}을(를) 이용해 주시고 솔직한 의견을 남겨 주셔서 감사합니다.`,
    },
    body: {
      high: (t) => (t ? `저희 ${t}에 만족하셨다니 정말 기쁩니다.` : '즐거운 시간을 보내셨다니 정말 기쁩니다.'),
      mid: (t) => (t ? `${t}에 대한 의견은 모든 직원과 공유하겠습니다.` : '보내주신 의견을 참고하여 더 나은 서비스를 제공하겠습니다.'),
      low: (t) => `기대에 미치지 못해 진심으로 사과드립니다. ${t ? `${t}에 대한 말씀을 귀담아듣고 개선하도록 노력하겠습니다.` : '말씀을 귀담아듣고 개선하도록 노력하겠습니다.'}`,
    },
    closing: { high: '다시 방문해 주시기를 기다리겠습니다.', mid: '다시 방문해 주시기를 기다리겠습니다.', low: '소중한 의견에 다시 한번 감사드립니다.' },
  },
};
