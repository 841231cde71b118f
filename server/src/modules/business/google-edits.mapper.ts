import type { BusinessListing, ListingField } from '../../../../src/shared/business/listing';
import type { GoogleEditRow } from './google-edits.table';

/** The contract's GoogleEdit. */
export interface GoogleEditDto {
  id: number;
  fields: ListingField[];
  google_values: BusinessListing;
  detected_at: string;
}

export const toGoogleEdit = (row: GoogleEditRow): GoogleEditDto => ({
  id: row.id,
  fields: row.fields,
  google_values: row.googleValues,
  detected_at: row.detectedAt.toISOString(),
});
