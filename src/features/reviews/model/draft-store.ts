import { newUuid } from './uuid';

interface Draft {
  text: string;
  // The idempotency key of the last send attempt and the text it was for.
  attempt: { key: string; text: string } | null;
}

// Reply drafts per review, kept outside the cards so that filtering (which unmounts cards) or a failed send never
// loses what the user typed. One instance lives as long as the inbox screen.
export class DraftStore {
  private drafts = new Map<number, Draft>();
  // Whether the user left a card's reply box open: the inbox unmounts cards scrolled far away and mounts them again.
  private boxes = new Map<number, boolean>();

  constructor(private readonly newKey: () => string = newUuid) {}

  get(reviewId: number): string | undefined {
    return this.drafts.get(reviewId)?.text;
  }

  has(reviewId: number): boolean {
    return this.drafts.has(reviewId);
  }

  // A box the user never opened or closed here opens when a draft is kept for it.
  isOpen(reviewId: number): boolean {
    return this.boxes.get(reviewId) ?? this.drafts.has(reviewId);
  }

  setOpen(reviewId: number, open: boolean) {
    this.boxes.set(reviewId, open);
  }

  set(reviewId: number, text: string) {
    const current = this.drafts.get(reviewId);
    this.drafts.set(reviewId, { text, attempt: current?.attempt ?? null });
  }

  // One key per draft text: a retry of the same text reuses it, so the server applies the reply at most once even
  // when the first answer was lost; an edited text is a new reply and gets a new key.
  keyFor(reviewId: number, text: string): string {
    const current = this.drafts.get(reviewId);
    if (current?.attempt && current.attempt.text === text) return current.attempt.key;
    const attempt = { key: this.newKey(), text };
    this.drafts.set(reviewId, { text: current?.text ?? text, attempt });
    return attempt.key;
  }

  clear(reviewId: number) {
    this.drafts.delete(reviewId);
  }
}
