import { randomBytes } from 'node:crypto';
import { adminQuery } from '../../server/src/testing/test-db';

// The scale drill's own PostgreSQL database, created beside the others on the server and dropped afterwards, so a
// run never reads what an earlier one left.

export interface DrillDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createDrillDatabase(adminUrl: string): Promise<DrillDatabase> {
  const name = `meo_drill_scale_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends the connections a killed process may have left open.
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
