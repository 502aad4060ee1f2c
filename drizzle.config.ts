import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/communityTables.ts',
    './server/db/editorTables.ts',
    './server/db/staffTables.ts',
    './server/db/playersTables.ts',
  ],
  out: './server/db/migrations',
});
