import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/composition/schema.ts',
  out: './server/src/db/migrations',
});
