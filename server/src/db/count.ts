import { sql, type SQL } from 'drizzle-orm';

// count(*) is a bigint: PGlite returns a number, node-postgres a string. Casting to int gives a number on both.
export const countInt = (): SQL<number> => sql<number>`cast(count(*) as int)`.mapWith(Number);
