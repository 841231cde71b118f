import { comingOccurrences, toRecurrenceRule } from './next-occurrences';

const tokyo = (text: string) => new Date(`${text.replace(/\//g, '-').replace(' ', 'T')}:00+09:00`);

describe('next occurrences of the editor’s schedule', () => {
  it('waits for a complete, real schedule and an end date when repeating', () => {
    expect(toRecurrenceRule({ schedule_date: '2026/02/30', schedule_time: '10:00', repeat: '4', repeat_end_date: '' })).toBeNull();
    expect(toRecurrenceRule({ schedule_date: '2026/03/01', schedule_time: '', repeat: '4', repeat_end_date: '' })).toBeNull();
    expect(toRecurrenceRule({ schedule_date: '2026/03/01', schedule_time: '10:00', repeat: '1', repeat_end_date: '' })).toBeNull();
    expect(toRecurrenceRule({ schedule_date: '2026/03/01', schedule_time: '10:00', repeat: '4', repeat_end_date: '' })).toEqual({
      startDate: '2026/03/01',
      startTime: '10:00',
      repeat: 4,
      endDate: null,
    });
  });

  it('lists the first coming dates on the Tokyo calendar (the 31st in a short month) and counts the rest', () => {
    const rule = toRecurrenceRule({ schedule_date: '2027/01/31', schedule_time: '10:00', repeat: '2', repeat_end_date: '2027/06/30' });
    const { dates, more } = comingOccurrences(rule!, tokyo('2027/01/01 00:00'));
    expect(dates).toEqual([tokyo('2027/01/31 10:00'), tokyo('2027/02/28 10:00'), tokyo('2027/03/31 10:00')]);
    expect(more).toBe(3);
  });

  it('has none left once a one-time post is past', () => {
    const rule = toRecurrenceRule({ schedule_date: '2020/01/01', schedule_time: '10:00', repeat: '4', repeat_end_date: '' });
    expect(comingOccurrences(rule!, tokyo('2026/01/01 00:00'))).toEqual({ dates: [], more: 0 });
  });
});
