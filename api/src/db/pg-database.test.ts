// The pg adapter's connections: each has the portal's time zone before its first query,
// and the pool never runs a query beside the caller's on one connection (pg deprecates it).
import { PORTAL_TIME_ZONE } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';

const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
let database: TTestDatabase;

beforeAll(async () => {
  // why: before the database opens, so the pool's first connections are watched too.
  process.on('warning', onWarning);
  database = await openTestDatabase([]);
});

afterAll(async () => {
  process.off('warning', onWarning);
  await database.drop();
});

describe('a connection of the pg adapter', () => {
  it("answers in the portal's time zone from its first query, with nothing run beside it", async () => {
    const { db } = database;
    // why: more calls at once than the pools have open, so new connections open now.
    const answers = await Promise.all(
      [db, db, db, db, db, db.urgent, db.urgent].map((on) =>
        on.query<{ TimeZone: string }>('SHOW TIME ZONE'),
      ),
    );

    expect(new Set(answers.map(([row]) => row?.TimeZone))).toEqual(new Set([PORTAL_TIME_ZONE]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
