import { toSettingInput, defaultFormValues } from '../forms/auto-reply-setting.mappers';
import { summariseSetting } from './setting-summary';

describe('summariseSetting', () => {
  it('answers only ★4・★5 automatically with the default, leaving the low ratings to a person', () => {
    expect(summariseSetting(toSettingInput(defaultFormValues()))).toEqual({ enabled: true, automatic: [4, 5], held: [], unanswered: [1, 2, 3] });
  });

  it('holds answered ratings at or below the approval limit, and sends everything answered without one', () => {
    expect(summariseSetting({ enabled: true, ratings: [5, 1, 3], approval_max_rating: 3 })).toEqual({ enabled: true, automatic: [5], held: [1, 3], unanswered: [2, 4] });
    expect(summariseSetting({ enabled: false, ratings: [1, 2, 3, 4, 5], approval_max_rating: null })).toEqual({
      enabled: false,
      automatic: [1, 2, 3, 4, 5],
      held: [],
      unanswered: [],
    });
  });
});
