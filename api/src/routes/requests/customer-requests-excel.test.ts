// POST /customer/requests/overview/excel: a tab as a streamed .xlsx with the list's Dutch
// columns, in list order, with its filters, every row whatever paging the body carries, and
// an envelope, never a file, for bad input, another level or a failing query.

import { EXCEL_MIME_TYPE, MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { replacePermissions } from '../../repositories/users-repository.js';
import { dutchWallClock } from '../../exports/sources/customer-requests.js';
import { allowLogLines } from '../../testing/log-gate.js';
import { readSheet } from '../../testing/read-sheet.js';
import { BRAM } from '../../testing/test-context.js';
import {
  anna,
  carla,
  contact1,
  ids,
  idsOf,
  one,
  openIds,
  overview,
  setUpCustomerRequestTests,
  t,
  top,
} from './customer-requests-context.js';

setUpCustomerRequestTests();

describe('POST /customer/requests/overview/excel', () => {
  function excel(body: unknown, token = anna) {
    return t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/requests/overview/excel',
      headers: { 'x-auth-token': token },
      payload: body as Record<string, unknown>,
    });
  }

  async function sheetRows(payload: Buffer): Promise<unknown[][]> {
    const sheet = await readSheet(payload);
    expect(sheet.name).toBe('Aanvragen');
    return sheet.rows;
  }

  it("streams a tab with the list's Dutch columns, in list order, with its filters", async () => {
    const answer = await excel({ tabType: 'processing', requestType: 'DEPOT-IN' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(EXCEL_MIME_TYPE);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="aanvragen-in-behandeling.xlsx"/,
    );
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]).toEqual([
      'Id',
      'Type verzoek',
      'Datum',
      'Locatie van',
      'Locatie naar',
      'Contactpersoon',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([ids.p3, ids.p1]);
    expect(rows[2]).toEqual([
      ids.p1,
      MESSAGES.requestTypeLabels['DEPOT-IN'],
      expect.any(Date),
      top.name,
      undefined,
      contact1.name,
    ]);
  });

  it('holds every row of the tab whatever paging the body carries, and only the own ones', async () => {
    const open = await sheetRows(
      (await excel({ tabType: 'open', limitOffset: 11, limitRows: 10 })).rawPayload,
    );
    const list = await overview({ tabType: 'open', limitRows: 100 });
    expect(list.totalCount).toBeGreaterThan(20);
    expect(open.slice(1).map((row) => row[0])).toEqual(idsOf(list.requests));
    const oostOpen = await sheetRows((await excel({ tabType: 'open' }, carla)).rawPayload);
    const oostList = await overview({ tabType: 'open', limitRows: 100 }, carla);
    expect(oostOpen.slice(1).map((row) => row[0])).toEqual(idsOf(oostList.requests));
    expect(idsOf(oostList.requests)).toContain(ids.oost);
    expect(idsOf(oostList.requests)).not.toContain(openIds[0]);
  });

  it('shows the Dutch date and time of a request', () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in the Netherlands (winter time).
    expect(dutchWallClock('2026-03-01T23:30:00.000Z').toISOString()).toBe(
      '2026-03-02T00:30:00.000Z',
    );
    expect(dutchWallClock('2026-07-01T10:00:00.000Z').toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    );
  });

  it('refuses bad input, another level and a failing query with an envelope, never a file', async () => {
    const bad = await excel({ tabType: 'alles' });
    expect(bad.json()).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { tabType: MESSAGES.invalidValue } },
    });
    const bram = await t.login(BRAM);
    const bramId = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [BRAM])).id;
    await t.db.transaction((tx) => replacePermissions(tx, bramId, { '/rentals': 1 }));
    expect((await excel({ tabType: 'open' }, bram)).statusCode).toBe(403);
    await t.db.transaction((tx) =>
      replacePermissions(tx, bramId, { '/rentals': 1, '/requests': 1 }),
    );

    // why: a query that fails on its first batch must still answer JSON, not half a file.
    allowLogLines(/relation \\"[^"]*\\" does not exist/);
    await t.db.exec('ALTER TABLE customer_requests RENAME TO customer_requests_away');
    try {
      const failed = await excel({ tabType: 'open' });
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['content-type']).toMatch(/^application\/json/);
      expect(failed.json()).toEqual({ status: 'error', message: null, response: null });
    } finally {
      await t.db.exec('ALTER TABLE customer_requests_away RENAME TO customer_requests');
    }
  });
});
