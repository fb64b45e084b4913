// An Excel download whose rows the worker thread reads itself: every row of a list longer
// than several batches, in list order; a source that fails before the first byte answers
// the error envelope, not a broken file.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext } from '../testing/rental-fixtures.js';
import { readSheet } from '../testing/read-sheet.js';
import type { TTestContext } from '../testing/test-context.js';
import { sendExcel } from './excel-export.js';

const EXTRA_CASES = 2_345;

let t: TTestContext;
let anna: string;
let organisationId: number;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  const [demo] = await t.db.query<{ organisationId: number }>(
    'SELECT organisation_id AS "organisationId" FROM rental_cases WHERE id = $1',
    [context.cases.demo1],
  );
  organisationId = demo?.organisationId ?? 0;
  await t.db.query(
    `INSERT INTO rental_cases (organisation_id, article_id, display_name, serial_number,
       barcode, status, start_date, end_user, general_use, location_id, department_id, room,
       contact_id, price_display)
     SELECT organisation_id, article_id, display_name || ' ' || g, 'SN-X-' || g, 'VH-X-' || g,
       'ACTIVE', start_date - g, end_user, general_use, location_id, department_id, room,
       contact_id, price_display
     FROM rental_cases, generate_series(1, $2::int) g WHERE id = $1`,
    [context.cases.demo1, EXTRA_CASES],
  );
});
afterAll(() => t.close());

describe('sendExcel', () => {
  it('writes every row of a list of several batches, in list order', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/rentals/cases/excel',
      headers: { 'x-auth-token': anna },
      payload: { tabType: 'active', filters: {} },
    });
    expect(answer.statusCode).toBe(200);
    const expected = await t.db.query<{ id: number }>(
      `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = 'ACTIVE'
       ORDER BY list_date DESC, id DESC`,
      [organisationId],
    );
    expect(expected.length).toBeGreaterThan(EXTRA_CASES);
    const [header, ...ids] = (await readSheet(answer.rawPayload)).rows.map((row) => row[0]);
    expect(header).toBe('Dossiernummer');
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('answers the error before any byte when the first batch fails', async () => {
    const app = Fastify();
    // why: a database the worker cannot reach fails the first batch.
    const unreachable = { ...t.db, connection: { host: '/nonexistent', port: 1 } };
    app.get('/export', (request, reply) =>
      sendExcel(request, reply, unreachable, {
        fileName: 'Test.xlsx',
        sheetName: 'Test',
        source: 'rental-cases',
        params: { organisationId, tabType: 'active', filters: {} },
      }),
    );
    try {
      const answer = await app.inject({ method: 'GET', url: '/export' });
      expect(answer.statusCode).toBe(500);
      expect(answer.headers['content-type']).not.toContain('spreadsheet');
    } finally {
      await app.close();
    }
  });
});
