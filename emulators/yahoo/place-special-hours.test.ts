import { applyPlaceUpdate } from './place-validation';
import { buildYahooEmulator } from './yahoo-emulator';
import type { WirePlace } from './yahoo-types';

const NOW = new Date('2027-03-01T00:00:00Z');

describe('Yahoo emulator special hours and opening date', () => {
  const app = buildYahooEmulator({ publicBaseUrl: 'http://emulator.test' });
  afterAll(() => app.close());

  const place = async (): Promise<WirePlace> => (await app.inject({ method: 'GET', url: '/__admin/places/DF-001' })).json<WirePlace>();

  it('shows a whole place, hours included, by store code for e2e checks', async () => {
    const df1 = await place();
    expect(df1).toMatchObject({ store_code: 'DF-001', special_hours: [], opening_date: null });
    expect(df1.business_hours).toContainEqual({ day: 'FRI', open: '11:00', close: '25:00' });
    expect((await app.inject({ method: 'GET', url: '/__admin/places/XX-999' })).statusCode).toBe(404);
  });

  it('stores special days and the opening date, with the hours\' 0:00–30:00 rule', async () => {
    const df1 = await place();
    const next = applyPlaceUpdate(df1, {
      special_hours: [{ date: '2027-01-01', closed: true, open: null, close: null }, { date: '2027-12-31', closed: false, open: '10:00', close: '26:00' }],
      opening_date: '2020-04-01',
    }, NOW);
    expect(next).toMatchObject({
      special_hours: [{ date: '2027-01-01', closed: true, open: null, close: null }, { date: '2027-12-31', closed: false, open: '10:00', close: '26:00' }],
      opening_date: '2020-04-01',
    });
    expect(applyPlaceUpdate(df1, { special_hours: [{ date: '2027-12-31', closed: false, open: '10:00', close: '31:00' }] }, NOW)).toMatchObject({ field: 'special_hours' });
    expect(applyPlaceUpdate(df1, { special_hours: [{ date: '2027/12/31', closed: true }] }, NOW)).toMatchObject({ field: 'special_hours' });
    const twice = { date: '2027-01-01', closed: true, open: null, close: null };
    expect(applyPlaceUpdate(df1, { special_hours: [twice, twice] }, NOW)).toMatchObject({ field: 'special_hours' });
    expect(applyPlaceUpdate(df1, { opening_date: '2020/04/01' }, NOW)).toMatchObject({ field: 'opening_date' });
    expect(applyPlaceUpdate(df1, { opening_date: null }, NOW)).toMatchObject({ opening_date: null });
  });
});
