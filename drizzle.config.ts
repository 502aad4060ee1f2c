import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/community/tables.ts',
    './server/editor/tables.ts',
    './server/staff/tables.ts',
    './server/players/tables.ts',
  ],
  out: './server/db/migrations',
});
