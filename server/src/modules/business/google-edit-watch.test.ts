import { fieldsOfDiffMask } from './google-edit-watch.service';

describe('fieldsOfDiffMask', () => {
  it('names the listing fields of Google diff paths once, leaving out what cannot be sent back', () => {
    expect(fieldsOfDiffMask(['phoneNumbers.primaryPhone'])).toEqual(['phone']);
    expect(fieldsOfDiffMask(['regularHours.periods', 'regularHours', 'profile.description', 'storefrontAddress.addressLines'])).toEqual(['regular_hours', 'description', 'address']);
    expect(fieldsOfDiffMask(['categories.primaryCategory', 'metadata.mapsUri', ''])).toEqual([]);
  });
});
