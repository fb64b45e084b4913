// What the servers of an e2e run logged must hold no secret and no personal data: no
// password (the demo password, plain or base64 as setPassword sends it), no session or
// account token, no e-mail address, and none of the client names and birth dates in the
// run's databases (seeded, and entered by the tests). Checked once at the end of the run
// (global-teardown.ts); the servers write their logs to logs/<name>.log (start-api.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from './accounts';
import { databaseName, RUN_DATA_DIR, SERVERS, type TServerName } from './servers';

export const LOGS_DIR = join(RUN_DATA_DIR, 'logs');

/** A session or account token: 32 random bytes, base64url. */
const TOKEN = /(?<![\w-])[\w-]{43}(?![\w-])/;
// why: a domain starts with a letter; a package path in a stack trace (pg@8.23.1) is no address.
const EMAIL = /[\w.+-]+@[a-z][\w-]*(\.[\w-]+)*\.[a-z]{2,}/i;

/** Client names and birth dates in one server's PostgreSQL database. */
async function personalData(name: TServerName): Promise<string[]> {
  const server = process.env.DATABASE_URL;
  if (!server) return [];
  const url = new URL(server);
  url.pathname = `/${databaseName(name)}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `SELECT end_user AS value FROM rental_cases WHERE end_user IS NOT NULL
       UNION SELECT client_name FROM products WHERE client_name IS NOT NULL
       UNION SELECT client_name FROM rental_requests WHERE client_name IS NOT NULL
       UNION SELECT to_char(birth_date, format) FROM (
         SELECT birth_date FROM rental_cases UNION SELECT birth_date FROM rental_requests
       ) b, unnest(ARRAY['YYYY-MM-DD', 'DD-MM-YYYY']) format WHERE birth_date IS NOT NULL`,
    );
    return rows.map((row) => row.value).filter((value) => value.trim().length >= 6);
  } finally {
    await client.end();
  }
}

/** Every finding as "<file>: <what>"; empty when the logs are clean. */
export async function logFindings(): Promise<string[]> {
  if (!existsSync(LOGS_DIR)) return ['no server logs were written'];
  const forbidden = [DEMO_PASSWORD, Buffer.from(DEMO_PASSWORD, 'utf8').toString('base64')];
  for (const name of Object.keys(SERVERS) as TServerName[]) {
    forbidden.push(...(await personalData(name)));
  }
  const findings: string[] = [];
  for (const file of readdirSync(LOGS_DIR)) {
    const text = readFileSync(join(LOGS_DIR, file), 'utf8');
    if (!text.includes('"msg":"answered"')) findings.push(`${file}: no request lines`);
    for (const value of new Set(forbidden)) {
      if (text.includes(value)) findings.push(`${file}: ${JSON.stringify(value)}`);
    }
    for (const [what, pattern] of [
      ['a token', TOKEN],
      ['an e-mail address', EMAIL],
    ] as const) {
      const found = pattern.exec(text);
      if (found) findings.push(`${file}: ${what} (${found[0].slice(0, 6)}…)`);
    }
  }
  return findings;
}
