/**
 * A new embedded database, made in a short-lived process of its own: PostgreSQL's initdb and the
 * migrations. Run in the server's process, they left about 150 MiB in the C allocator that it
 * keeps once freed (a thread's arena is kept too), so a first start idled far above a restart
 * (docs/capacity.md). A process that exits gives all of it back. client.ts forks this.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../runtimeFiles';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('prepareEmbedded takes the database directory');
const database = await PGlite.create(dataDir);
await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_DIR });
await database.close();
