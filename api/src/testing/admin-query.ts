// One statement on a PostgreSQL server outside any test database (CREATE and DROP DATABASE).
// A leaf (pg only), so the suite's global setup can use it: it is loaded without the
// `source` condition that resolves @portal/shared (seeded-template.ts).
import pg from 'pg';

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
