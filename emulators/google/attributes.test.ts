import { authorize, bearer, buildTestEmulator, firstAccount } from './google-emulator.testing';

interface Attributes { name: string; attributes: { name: string; valueType: string; values: unknown[] }[] }

describe('Google emulator location attributes', () => {
  it('changes only the masked attributes, removes masked ones left out, and shows them in the admin read', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const url = `/v1/locations/${locationIds[0]}/attributes`;
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json<Attributes>()).toEqual({ name: url.slice(4), attributes: [] });

    const takeout = { name: 'attributes/has_takeout', valueType: 'BOOL', values: [true] };
    const wifi = { name: 'attributes/has_wi_fi', valueType: 'BOOL', values: [false] };
    const first = await app.inject({ method: 'PATCH', url: `${url}?attributeMask=attributes/has_takeout,attributes/has_wi_fi`, headers: bearer(tokens), payload: { attributes: [takeout, wifi] } });
    expect(first.json<Attributes>().attributes).toEqual([takeout, wifi]);
    // has_wi_fi masked but absent: removed; has_takeout not masked: kept.
    const second = await app.inject({ method: 'PATCH', url: `${url}?attributeMask=attributes/has_wi_fi`, headers: bearer(tokens), payload: { attributes: [] } });
    expect(second.json<Attributes>().attributes).toEqual([takeout]);

    expect((await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { attributes: [] } })).statusCode).toBe(400);
    const bad = await app.inject({ method: 'PATCH', url: `${url}?attributeMask=attributes/has_takeout`, headers: bearer(tokens), payload: { attributes: [{ ...takeout, values: ['yes'] }] } });
    expect(bad.statusCode).toBe(400);

    const locations = (await app.inject({ method: 'GET', url: '/__admin/locations' })).json<{ locationId: string; storeCode: string }[]>();
    const storeCode = locations.find((l) => l.locationId === locationIds[0])?.storeCode ?? '';
    const whole = (await app.inject({ method: 'GET', url: `/__admin/locations/${storeCode}` })).json<{ attributes: unknown[]; regularHours: unknown }>();
    expect(whole.attributes).toEqual([takeout]);
    expect(whole.regularHours).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/__admin/locations/XX-999' })).statusCode).toBe(404);
  });
});
