// Databases of the ops suite's cluster: a copy of the seeded template per test, and plain
// SQL for what a test checks in the database itself.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, TEMPLATE_DATABASE } from './paths.js';

/** Runs `text` on `url` on a connection of its own; answers the rows. */
export async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A new database on the cluster: a copy of the demo data, or empty. Answers its URL. */
export async function newDatabase(
  clusterUrl: string,
  { seeded = true }: { seeded?: boolean } = {},
): Promise<string> {
  const name = `portal_ops_${randomBytes(5).toString('hex')}`;
  await sql(clusterUrl, `CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${TEMPLATE_DATABASE}` : ''}`);
  return databaseUrl(clusterUrl, name);
}
