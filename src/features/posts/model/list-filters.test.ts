import { parseListParams } from '../../../components/list/use-list-params';
import { activeFilterCount, historiesListParams, settingsListParams, toHistoriesQuery, toSettingsQuery } from './list-filters';

const settings = (query: string) => parseListParams(settingsListParams, new URLSearchParams(query));
const histories = (query: string) => parseListParams(historiesListParams, new URLSearchParams(query));

describe('post list filters', () => {
  it('turns the URL into the list request, both date ranges included', () => {
    const values = settings('local_account_ids=g_1,y_2&free_word=%20セール%20&start_at=2026/12/01&end_at=2026/12/31&secondary_start_at=2026/11/01&secondary_end_at=2026/11/30&provider=yahoo&status=9&page=3');
    expect(toSettingsQuery(values, 20)).toEqual({
      localAccountIds: ['g_1', 'y_2'],
      freeWord: 'セール',
      startAt: '2026/12/01',
      endAt: '2026/12/31',
      secondaryStartAt: '2026/11/01',
      secondaryEndAt: '2026/11/30',
      provider: 'yahoo',
      status: 9,
      page: 3,
      pageSize: 20,
    });
    expect(activeFilterCount(values)).toBe(8);
  });

  it('drops what the contract would refuse: malformed store keys, impossible dates, unknown enums', () => {
    const values = settings('local_account_ids=g_1,x_2,g_0,g_1&start_at=2026/02/30&provider=line&status=3&page=0');
    expect(toSettingsQuery(values, 20)).toEqual({ localAccountIds: ['g_1'], page: 1, pageSize: 20 });
    expect(activeFilterCount(values)).toBe(1);
  });

  it('sends a range whose end comes before its start without the end', () => {
    expect(toSettingsQuery(settings('start_at=2026/12/31&end_at=2026/12/01'), 10)).toEqual({ startAt: '2026/12/31', page: 1, pageSize: 10 });
  });

  it('narrows the histories to one post or one queue, and reads the deleted status', () => {
    expect(toHistoriesQuery(histories('post_setting_id=7&local_control_queue_id=500&status=-1'), 20)).toEqual({
      postSettingId: 7,
      localControlQueueId: 500,
      status: -1,
      page: 1,
      pageSize: 20,
    });
    expect(toHistoriesQuery(histories('post_setting_id=0&status=8'), 20)).toEqual({ page: 1, pageSize: 20 });
  });
});
