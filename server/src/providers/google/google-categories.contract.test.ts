import { isProviderError } from '../shared/provider-errors';
import { admin, linkThroughConsent, startEmulatorRig, type EmulatorRig } from './google-contract.testing';
import type { GoogleCredentials } from './google.types';

describe('Google categories and food menus adapter against the emulator', () => {
  let rig: EmulatorRig;
  let credentials: GoogleCredentials;
  beforeEach(async () => {
    rig = await startEmulatorRig();
    credentials = await linkThroughConsent(rig);
  });
  afterEach(() => rig.app.close());

  it('answers the service types of a category in Japanese', async () => {
    const [category] = await rig.provider.batchGetCategories(credentials, ['gcid:hair_salon'], 'ja', 'JP');
    expect(category.name).toBe('categories/gcid:hair_salon');
    expect(category.serviceTypes).toContainEqual({ serviceTypeId: 'job_type_id:haircut', displayName: 'カット' });
  });

  it('fails NOT_FOUND for an unknown category', async () => {
    const error = await rig.provider.batchGetCategories(credentials, ['gcid:no_such_place'], 'ja', 'JP').then(() => null, (e: unknown) => e);
    expect(isProviderError(error) && error.code).toBe('not_found');
  });

  it('reads the food menus seeded on DF-001', async () => {
    const locations = (await admin(rig, 'GET', '/locations')) as { accountId: string; locationId: string; storeCode: string }[];
    const df001 = locations.find((l) => l.storeCode === 'DF-001');
    const menus = await rig.provider.getFoodMenus(credentials, { account: `accounts/${df001?.accountId}`, location: `locations/${df001?.locationId}` });
    expect(menus.menus[0].sections[0].items[0].labels[0].displayName).toBe('日替わり定食');
  });
});
