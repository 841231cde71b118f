import { FixedOffsetZone } from 'luxon';

// Every date the product shows, buckets or checks is a Tokyo calendar date (the spec's section 9); Japan has had no
// daylight saving since 1951, so this zone is a fixed UTC+9.
export const TOKYO = 'Asia/Tokyo';

export const TOKYO_OFFSET_MINUTES = 9 * 60;

/** The same wall time as TOKYO without an Intl lookup per date, for code that formats many dates per request. */
export const TOKYO_FIXED = FixedOffsetZone.instance(TOKYO_OFFSET_MINUTES);
