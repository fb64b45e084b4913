// The names an export fills in from lookups: read once per id, only the organisation's own
// rows, and the department and room put together as the list query's SQL does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TQueryable } from './database.js';
import { departmentRoom, NameLookup } from './name-lookups.js';

let database: TTestDatabase;
let org: number;
let ours: number[];
let theirs: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [a, b] = await db.query<{ id: number }>(
    "INSERT INTO organisations (name) VALUES ('Namen A'), ('Namen B') RETURNING id",
  );
  org = a?.id ?? 0;
  const locations = await db.query<{ id: number }>(
    `INSERT INTO locations (organisation_id, name)
     VALUES ($1, 'Hoofdgebouw'), ($1, 'Paviljoen'), ($2, 'Elders') RETURNING id`,
    [org, b?.id ?? 0],
  );
  ours = locations.slice(0, 2).map((row) => row.id);
  theirs = locations[2]?.id ?? 0;
});
afterAll(() => database.drop());

/** The test database, counting the statements run on it. */
function counted(): TQueryable & { statements: number } {
  const counter = {
    statements: 0,
    query: <T>(sql: string, params?: Parameters<TQueryable['query']>[1]) => {
      counter.statements += 1;
      return database.db.query<T>(sql, params);
    },
    exec: (sql: string) => database.db.exec(sql),
  };
  return counter;
}

describe('NameLookup', () => {
  it('reads each id once, and nothing for a batch whose names are known', async () => {
    const db = counted();
    const locations = new NameLookup(db, 'locations', org);
    await locations.load([ours[0], ours[0], null]);
    expect(db.statements).toBe(1);
    await locations.load([ours[0], ours[1]]);
    expect(db.statements).toBe(2);
    await locations.load([ours[1], ours[0], undefined]);
    expect(db.statements).toBe(2);
    expect([locations.name(ours[0]), locations.name(ours[1])]).toEqual([
      'Hoofdgebouw',
      'Paviljoen',
    ]);
  });

  it("leaves another organisation's rows and unknown ids unnamed", async () => {
    const locations = new NameLookup(counted(), 'locations', org);
    await locations.load([theirs, 999_999]);
    expect(locations.name(theirs)).toBeNull();
    expect(locations.name(999_999)).toBeNull();
    expect(locations.name(null)).toBeNull();
  });
});

describe('departmentRoom', () => {
  it("joins a department and a room as SQL's nullif(concat_ws(' / ', d, nullif(r, '')), '')", async () => {
    const cases: [string | null, string | null][] = [
      ['Afdeling 1', 'Kamer 12'],
      ['Afdeling 1', ''],
      ['Afdeling 1', null],
      [null, 'Kamer 12'],
      [null, ''],
      [null, null],
      ['', 'Kamer 12'],
      ['', null],
    ];
    for (const [department, room] of cases) {
      const [row] = await database.db.query<{ joined: string | null }>(
        `SELECT nullif(concat_ws(' / ', $1::text, nullif($2::text, '')), '') AS joined`,
        [department, room],
      );
      expect(departmentRoom(department, room), `${department} | ${room}`).toBe(row?.joined);
    }
  });
});
