import { sql } from 'drizzle-orm';
import type { ModuleHandlers } from '../../http/handler-types';

export const systemHandlers: ModuleHandlers<'getHealth'> = {
  getHealth: async ({ deps }) => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' };
  },
};
