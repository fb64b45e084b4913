// The embedded database's way out and its backup (README.md "Running in production"):
// `export-to-postgres --to <url>` copies it into an empty PostgreSQL database, `backup --to
// <folder>` into a new PGlite folder. Both read one consistent snapshot, also while the
// portal runs (it then waits for the copy: stop it first for a large database).
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPgliteDatabase, pgliteDir } from '../db/open-database.js';
import { openPgDatabase } from '../db/pg-database.js';
import { makePrivateDir } from '../service/private-files.js';
import { required, UsageError, type TCommandContext } from './admin-commands.js';
import { copyDatabase, CopyRefused } from './copy-database.js';

function summary(counts: Record<string, number>): string {
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return `${rows} rows in ${Object.keys(counts).length} tables`;
}

function embeddedOnly(context: TCommandContext, command: string, instead: string): void {
  if (context.db.kind !== 'pglite') {
    throw new UsageError(
      `${command} copies the embedded database, but DATABASE_URL is set; ${instead}`,
    );
  }
}

export async function exportToPostgresCommand(context: TCommandContext): Promise<string[]> {
  embeddedOnly(context, 'export-to-postgres', 'between PostgreSQL servers use pg_dump.');
  const url = required(context.options, 'to');
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new UsageError('--to must be a connection string: postgres://user:password@host/db');
  }
  const target = await openPgDatabase({
    kind: 'postgres',
    connection: url,
    max: 1,
    urgentMax: 1,
    prepare: false,
  });
  try {
    const counts = await copyDatabase(context.db, target);
    return [
      `Copied ${summary(counts)} from ${pgliteDir(context.config)} to PostgreSQL.`,
      'Start the portal on it with DATABASE_URL set to that connection string.',
    ];
  } finally {
    await target.close();
  }
}

export async function backupCommand(context: TCommandContext): Promise<string[]> {
  embeddedOnly(context, 'backup', 'back PostgreSQL up with pg_dump.');
  const dataDir = resolve(required(context.options, 'to'));
  const folder = pgliteDir({ dataDir });
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new CopyRefused(`${folder} is not empty; back up into a new folder.`);
  }
  // why: a backup holds all the portal keeps; the database process keeps its own folder private.
  makePrivateDir(dataDir);
  const target = await openPgliteDatabase(folder);
  try {
    const counts = await copyDatabase(context.db, target);
    return [
      `Backup of ${summary(counts)} in ${folder}.`,
      `Restore: stop the portal and start it with DATA_DIR=${dataDir}, or put ${folder} in ` +
        `place of ${pgliteDir(context.config)}.`,
    ];
  } finally {
    await target.close();
  }
}
