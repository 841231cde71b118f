import { authorize, bearer, buildTestEmulator, firstAccount } from './google-emulator.testing';

describe('Google emulator: deciding a Google update', () => {
  it('clears hasGoogleUpdated once a patch covers the diffed field, and not for a patch of another field', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const id = locationIds[1];
    const read = async () => (await app.inject({ method: 'GET', url: `/v1/locations/${id}?readMask=metadata.hasGoogleUpdated,phoneNumbers`, headers: bearer(tokens) })).json();
    const updated = async () => (await app.inject({ method: 'GET', url: `/v1/locations/${id}:getGoogleUpdated?readMask=phoneNumbers`, headers: bearer(tokens) })).json();

    const other = await app.inject({ method: 'PATCH', url: `/v1/locations/${id}?updateMask=websiteUri`, headers: bearer(tokens), payload: { websiteUri: 'https://demo-foods.example.jp/umeda' } });
    expect(other.statusCode).toBe(200);
    expect(await read()).toMatchObject({ metadata: { hasGoogleUpdated: true } });
    expect(await updated()).toMatchObject({ diffMask: 'phoneNumbers.primaryPhone' });

    const revert = await app.inject({ method: 'PATCH', url: `/v1/locations/${id}?updateMask=phoneNumbers.primaryPhone`, headers: bearer(tokens), payload: { phoneNumbers: { primaryPhone: '06-5555-0102' } } });
    expect(revert.statusCode).toBe(200);
    expect(revert.json()).toMatchObject({ metadata: { hasGoogleUpdated: false } });
    expect(await read()).toMatchObject({ metadata: { hasGoogleUpdated: false }, phoneNumbers: { primaryPhone: '06-5555-0102' } });
    expect(await updated()).toMatchObject({ location: { phoneNumbers: { primaryPhone: '06-5555-0102' } }, diffMask: '' });
  });
});
