import type { AutoReplySettingInput } from '../auto-reply.api';

export interface SettingSummary {
  enabled: boolean;
  /** Answered and sent without a person (after the delay). */
  automatic: number[];
  /** Answered, but the draft waits in 承認待ち until a person approves it. */
  held: number[];
  /** Not answered automatically at all: a person replies from the inbox. */
  unanswered: number[];
}

const ALL_RATINGS = [1, 2, 3, 4, 5];

// What a save will do to each rating, said before saving so that nobody switches on automatic replies to unhappy
// customers without seeing it.
export const summariseSetting = (setting: Pick<AutoReplySettingInput, 'enabled' | 'ratings' | 'approval_max_rating'>): SettingSummary => {
  const answered = ALL_RATINGS.filter((r) => setting.ratings.includes(r));
  const held = (r: number) => setting.approval_max_rating !== null && r <= setting.approval_max_rating;
  return {
    enabled: setting.enabled,
    automatic: answered.filter((r) => !held(r)),
    held: answered.filter(held),
    unanswered: ALL_RATINGS.filter((r) => !answered.includes(r)),
  };
};
