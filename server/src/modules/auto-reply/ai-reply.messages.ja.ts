import type { ReplyTone } from './ai-reply.prompt';

// Every Japanese message of AI reply drafts: the tone presets the reply box offers and the failures.
export const aiReplyMessagesJa = {
  tones: {
    polite: { label: '丁寧', description: '敬語を使い、丁寧にお礼やお詫びをお伝えします' },
    friendly: { label: '親しみやすい', description: '温かみのある、親しみやすい言葉でお返事します' },
    concise: { label: '簡潔', description: '要点をおさえて短くお返事します' },
  } satisfies Record<ReplyTone, { label: string; description: string }>,
  failed: 'AI返信文を作成できませんでした。しばらく時間をおいてから再度お試しください。',
  empty: 'AI返信文を作成できませんでした。指示の内容を変えて再度お試しください。',
} as const;
