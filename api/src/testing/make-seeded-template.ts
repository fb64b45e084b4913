// Run by the suite's global setup (seeded-template.ts), bundled by build-entries.ts: makes
// the migrated and seeded database that every test file's database copies, and prints
// where it is (a PostgreSQL database's name, or a PGlite dump's path) as its last line.
// argv[2]: a folder for the PGlite dump. DATABASE_URL: a server to make it on instead.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../db/migrate.js';
import { openPgliteDatabase } from '../db/open-database.js';
import { openPglite } from '../db/pglite-server.js';
import { seedDemo } from '../seed/demo-seed.js';
import { openServerDatabase, TEST_SCRYPT_COST } from './test-database.js';

async function main(folder: string): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { db, name } = await openServerDatabase(serverUrl);
    await migrate(db);
    await seedDemo(db, { scryptCost: TEST_SCRYPT_COST });
    await db.close();
    return name;
  }
  const dataDir = join(folder, 'db');
  const db = await openPgliteDatabase(dataDir);
  await migrate(db);
  await seedDemo(db, { scryptCost: TEST_SCRYPT_COST });
  await db.close();
  const pglite = await openPglite(dataDir);
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const file = join(folder, 'seeded.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  return file;
}

main(process.argv[2] ?? '.').then(
  (template) => {
    process.stdout.write(`${template}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error('The seeded test database could not be made:', error);
    process.exit(1);
  },
);
