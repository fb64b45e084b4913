import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { EXCEL_MIME_TYPE, MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendProcessStep,
  createCustomerRequest,
  type TCustomField,
} from '../../repositories/customer-requests-repository.js';
import { insertFile } from '../../repositories/files-repository.js';
import { replacePermissions } from '../../repositories/users-repository.js';
import { dutchWallClock } from '../../exports/sources/customer-requests.js';
import { allowLogLines } from '../../testing/log-gate.js';
import { readSheet } from '../../testing/read-sheet.js';
import {
  ANNA,
  BRAM,
  CARLA,
  createTestContext,
  type TTestContext,
} from '../../testing/test-context.js';

type TRow = { customerRequestId: number; type: string; createDate: string; contact: string | null };

let t: TTestContext;
let anna: string;
let carla: string;
let linde: number;
let oost: number;
let annaUserId: number;
/** A top-level location of De Linde, one of its children, and another top-level one. */
let top: { id: number; name: string };
let child: { id: number; name: string };
let other: { id: number; name: string };
let contact1: { id: number; name: string };
let contact2: { id: number; name: string };
const ids: Record<string, number> = {};
let openIds: number[] = [];
let clock = Date.parse('2026-01-01T08:00:00Z');

async function one<T>(sql: string, params: (string | number)[]): Promise<T> {
  const [row] = await t.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

async function make(
  organisationId: number,
  status: TRequestStatus,
  type: TRequestType,
  more: {
    locationFromId?: number | null;
    locationToId?: number | null;
    contactId?: number | null;
    customData?: TCustomField[];
    handledBy?: string | null;
  } = {},
): Promise<number> {
  clock += 60_000;
  const createdAt = new Date(clock);
  return t.db.transaction((tx) =>
    createCustomerRequest(tx, {
      organisationId,
      type,
      status,
      createdByUserId: organisationId === linde ? annaUserId : null,
      contactId: more.contactId ?? null,
      locationFromId: more.locationFromId ?? null,
      locationToId: more.locationToId ?? null,
      customData: more.customData ?? [],
      handledBy: more.handledBy ?? null,
      createdAt,
    }),
  );
}

async function overview(body: Record<string, unknown>, token = anna) {
  const answer = await t.call('POST', '/customer/requests/overview', {
    token,
    body: { limitOffset: 1, limitRows: 10, ...body },
  });
  const response = answer.json.response as { requests: TRow[]; totalCount: number } | null;
  return { answer, requests: response?.requests ?? [], totalCount: response?.totalCount ?? -1 };
}

const idsOf = (rows: TRow[]) => rows.map((row) => row.customerRequestId);

beforeAll(async () => {
  t = await createTestContext();
  // why: start from no requests at all, whatever the demo seed brings, so counts are exact.
  await t.db.query('DELETE FROM customer_requests');
  linde = (
    await one<{ id: number }>('SELECT id FROM organisations WHERE name = $1', [
      'Zorggroep De Linde',
    ])
  ).id;
  oost = (
    await one<{ id: number }>('SELECT id FROM organisations WHERE name = $1', ['Thuiszorg Oost'])
  ).id;
  annaUserId = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [ANNA])).id;
  child = await one(
    `SELECT c.id, c.name FROM locations c JOIN locations p ON p.id = c.parent_id
     WHERE c.organisation_id = $1 ORDER BY c.id LIMIT 1`,
    [linde],
  );
  top = await one(
    'SELECT p.id, p.name FROM locations p JOIN locations c ON c.parent_id = p.id WHERE c.id = $1',
    [child.id],
  );
  other = await one(
    `SELECT id, name FROM locations WHERE organisation_id = $1 AND parent_id IS NULL AND id <> $2
     ORDER BY id LIMIT 1`,
    [linde, top.id],
  );
  const contacts = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM contacts WHERE organisation_id = $1 ORDER BY id LIMIT 2',
    [linde],
  );
  [contact1, contact2] = contacts as [{ id: number; name: string }, { id: number; name: string }];

  // 25 open requests (paging), oldest first.
  openIds = [];
  for (let n = 0; n < 25; n += 1) openIds.push(await make(linde, 'OPEN', 'RENTAL-REQUEST'));
  // Processing requests for the filters.
  ids.p1 = await make(linde, 'PROCESSING', 'DEPOT-IN', {
    locationFromId: top.id,
    contactId: contact1.id,
  });
  ids.p2 = await make(linde, 'PROCESSING', 'DEPOT-OUT', {
    locationToId: child.id,
    contactId: contact2.id,
  });
  ids.p3 = await make(linde, 'PROCESSING', 'DEPOT-IN', {
    locationFromId: other.id,
    contactId: contact2.id,
  });
  ids.p4 = await make(linde, 'PROCESSING', 'REPAIR-RENTAL', { contactId: contact1.id });
  // Archive: completed and rejected.
  ids.done = await make(linde, 'COMPLETED', 'RENTAL-STOP', { handledBy: 'Piet Pieters' });
  ids.rejected = await make(linde, 'REJECTED', 'REPAIR-DEPOT');
  // Another organisation.
  ids.oost = await make(oost, 'OPEN', 'DEPOT-IN', {
    customData: [{ key: 'secret', title: 'Geheim', value: 'van Oost' }],
  });

  anna = await t.login(ANNA);
  carla = await t.login(CARLA);
});
afterAll(() => t.close());

describe('POST /customer/requests/overview', () => {
  it('maps tabs to statuses: open, processing, archive (completed and rejected)', async () => {
    expect((await overview({ tabType: 'open' })).totalCount).toBe(25);
    const processing = await overview({ tabType: 'processing' });
    expect(processing.totalCount).toBe(4);
    expect(idsOf(processing.requests)).toEqual([ids.p4, ids.p3, ids.p2, ids.p1]);
    const archive = await overview({ tabType: 'archive' });
    expect(idsOf(archive.requests)).toEqual([ids.rejected, ids.done]);
  });

  it('answers the list fields: type, ISO date, location names and contact', async () => {
    const { requests } = await overview({ tabType: 'processing' });
    const p2 = requests.find((row) => row.customerRequestId === ids.p2);
    expect(p2).toEqual({
      customerRequestId: ids.p2,
      type: 'DEPOT-OUT',
      createDate: expect.stringMatching(/^2026-01-01T\d\d:\d\d:00\.000Z$/),
      requestLocationFrom: null,
      requestLocationTo: child.name,
      contact: contact2.name,
      // Issue 38: what tells it apart (running-requests.test.ts shows them filled).
      status: 'PROCESSING',
      subject: null,
      room: null,
    });
  });

  it('pages with limitOffset = page*10-9, newest first, with the total count', async () => {
    const newestFirst = [...openIds].reverse();
    const page1 = await overview({ tabType: 'open', limitOffset: 1 });
    const page2 = await overview({ tabType: 'open', limitOffset: 11 });
    const page3 = await overview({ tabType: 'open', limitOffset: 21 });
    const page4 = await overview({ tabType: 'open', limitOffset: 31 });
    expect(idsOf(page1.requests)).toEqual(newestFirst.slice(0, 10));
    expect(idsOf(page2.requests)).toEqual(newestFirst.slice(10, 20));
    expect(idsOf(page3.requests)).toEqual(newestFirst.slice(20, 25));
    expect(page4.requests).toEqual([]);
    for (const page of [page1, page2, page3, page4]) expect(page.totalCount).toBe(25);
  });

  it('filters by each field alone', async () => {
    const byLocation = await overview({ tabType: 'processing', location: top.id });
    expect(idsOf(byLocation.requests)).toEqual([ids.p2, ids.p1]);
    expect(byLocation.totalCount).toBe(2);
    const byChild = await overview({ tabType: 'processing', location: child.id });
    expect(idsOf(byChild.requests)).toEqual([ids.p2]);
    const byType = await overview({ tabType: 'processing', requestType: 'DEPOT-IN' });
    expect(idsOf(byType.requests)).toEqual([ids.p3, ids.p1]);
    const byContact = await overview({ tabType: 'processing', contact: contact2.id });
    expect(idsOf(byContact.requests)).toEqual([ids.p3, ids.p2]);
    const byId = await overview({ tabType: 'processing', customerRequestId: ids.p3 });
    expect(idsOf(byId.requests)).toEqual([ids.p3]);
    expect(byId.totalCount).toBe(1);
  });

  it('combines filters (all must match)', async () => {
    const typeAndContact = await overview({
      tabType: 'processing',
      requestType: 'DEPOT-IN',
      contact: contact2.id,
    });
    expect(idsOf(typeAndContact.requests)).toEqual([ids.p3]);
    const typeAndLocation = await overview({
      tabType: 'processing',
      requestType: 'DEPOT-IN',
      location: top.id,
    });
    expect(idsOf(typeAndLocation.requests)).toEqual([ids.p1]);
    const all = await overview({
      tabType: 'processing',
      requestType: 'DEPOT-OUT',
      location: top.id,
      contact: contact2.id,
      customerRequestId: ids.p2,
    });
    expect(idsOf(all.requests)).toEqual([ids.p2]);
    const none = await overview({
      tabType: 'processing',
      customerRequestId: ids.p1,
      contact: contact2.id,
    });
    expect(none.requests).toEqual([]);
    expect(none.totalCount).toBe(0);
    // An id from another tab is not in this one.
    expect((await overview({ tabType: 'open', customerRequestId: ids.p1 })).totalCount).toBe(0);
    // Null filters are no filters.
    const nulls = await overview({
      tabType: 'processing',
      location: null,
      requestType: null,
      customerRequestId: null,
      contact: null,
    });
    expect(nulls.totalCount).toBe(4);
  });

  it("never lists another organisation's requests, even by id", async () => {
    expect((await overview({ tabType: 'open', customerRequestId: ids.oost })).totalCount).toBe(0);
    const oostList = await overview({ tabType: 'open' }, carla);
    expect(idsOf(oostList.requests)).toEqual([ids.oost]);
    // An id beyond the column's range is bad input, never a failure.
    const huge = await overview({ tabType: 'open', customerRequestId: 99_999_999_999 });
    expect(huge.answer.statusCode).toBe(200);
    expect(huge.answer.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
  });

  it('refuses a bad body with field messages', async () => {
    const { answer } = await overview({ tabType: 'everything', limitOffset: 0 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
  });
});

describe('GET /customer/requests/details/{id}', () => {
  it('answers status, type, people, custom data in stored order and steps oldest first', async () => {
    const id = await make(linde, 'OPEN', 'DEPOT-IN', {
      contactId: contact1.id,
      locationFromId: top.id,
      customData: [
        { key: 'reference', title: 'Eigen referentie', value: 'Kamer 12 & 13' },
        { key: 'comments', title: 'Opmerkingen', value: 'Regel 1\nRegel 2' },
        { key: 'amount', title: 'Aantal', value: '2' },
      ],
    });
    await appendProcessStep(t.db, {
      organisationId: linde,
      requestId: id,
      action: 'Gebeld',
      message: 'Afspraak gemaakt',
      createdAt: new Date(clock + 3_600_000),
    });
    await appendProcessStep(t.db, {
      organisationId: linde,
      requestId: id,
      action: 'Ingepland',
      message: null,
      createdAt: new Date(clock + 1_800_000),
    });
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    expect(answer.statusCode).toBe(200);
    const details = (answer.json.response as { details: Record<string, unknown> }).details;
    expect(details).toMatchObject({
      title: `Aanvraag ${id}`,
      status: 'OPEN',
      type: 'DEPOT-IN',
      customerRequestId: id,
      user: 'Anna de Vries',
      contact: contact1.name,
      employee: null,
    });
    expect(Object.keys(details.customData as object)).toEqual(['reference', 'comments', 'amount']);
    expect(details.customData).toEqual({
      reference: { title: 'Eigen referentie', value: 'Kamer 12 &amp; 13' },
      comments: { title: 'Opmerkingen', value: 'Regel 1<br>Regel 2' },
      amount: { title: 'Aantal', value: '2' },
    });
    expect(
      (details.process as { action: string; message: string }[]).map((step) => [
        step.action,
        step.message,
      ]),
    ).toEqual([
      ['Aanvraag ingediend', 'Ingediend via het klantportaal'],
      ['Ingepland', ''],
      ['Gebeld', 'Afspraak gemaakt'],
    ]);
  });

  it('lists the files sent with the request, which its users can download', async () => {
    const id = await make(linde, 'OPEN', 'REPAIR-RENTAL', {});
    const guid = await insertFile(t.db, {
      organisationId: linde,
      ownerType: 'customer_request',
      ownerId: id,
      type: 'IMAGE',
      typeDisplay: 'Foto',
      description: 'zijhek.png',
      fileName: 'zijhek.png',
      mimeType: 'image/png',
      content: new Uint8Array(Buffer.from(`\x89PNG\r\n\x1a\n${'x'.repeat(200)}`, 'latin1')),
    });
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    expect(answer.json.response).toMatchObject({
      details: { files: [{ guid, fileName: 'zijhek.png', mimeType: 'image/png', type: 'IMAGE' }] },
    });
    const image = await t.app.inject({
      url: `/Rest/Pwa/global/download/image/${guid}`,
      headers: { 'x-auth-token': anna },
    });
    expect(image.headers['content-type']).toBe('image/png');
    const foreign = await t.app.inject({
      url: `/Rest/Pwa/global/download/image/${guid}`,
      headers: { 'x-auth-token': carla },
    });
    expect(foreign.json()).toEqual({ status: 'error', message: MESSAGES.notFound, response: null });
  });

  it('shows the handling employee when there is one', async () => {
    const answer = await t.call('GET', `/customer/requests/details/${ids.done}`, { token: anna });
    expect(answer.json.response).toMatchObject({
      details: { status: 'COMPLETED', employee: 'Piet Pieters' },
    });
  });

  it("answers another organisation's request exactly like a missing one", async () => {
    const foreign = await t.call('GET', `/customer/requests/details/${ids.oost}`, { token: anna });
    const missing = await t.call('GET', '/customer/requests/details/987654', { token: anna });
    const huge = await t.call('GET', '/customer/requests/details/99999999999', { token: anna });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json).toEqual({ status: 'error', message: MESSAGES.notFound, response: null });
    expect(missing.statusCode).toBe(foreign.statusCode);
    expect(missing.json).toEqual(foreign.json);
    expect(missing.raw.body).toBe(foreign.raw.body);
    // an id beyond the column's range is bad input, not a missing request
    expect(huge.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    // Its owner does see it.
    const own = await t.call('GET', `/customer/requests/details/${ids.oost}`, { token: carla });
    expect(own.json.status).toBe('success');
  });

  it('never sends stored markup unescaped: user text shows as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const id = await make(linde, 'OPEN', 'REPAIR-RENTAL', {
      customData: [
        { key: 'description', title: 'Omschrijving', value: attack },
        { key: 'script', title: 'Script', value: '<script>alert(2)</script>"\'' },
        { key: 'link', title: 'Link', value: '<a href="javascript:alert(3)">klik</a>' },
        {
          key: 'formatted',
          title: 'Samenvatting',
          value: '<b>Bed</b> <script>alert(4)</script><i onclick="alert(5)">x</i><br/>',
          isHtml: true,
        },
      ],
    });
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    const body = answer.raw.body;
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<a ');
    expect(body).not.toContain('<i ');
    const customData = (
      answer.json.response as { details: { customData: Record<string, { value: string }> } }
    ).details.customData;
    expect(customData.description?.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(customData.script?.value).toBe('&lt;script&gt;alert(2)&lt;/script&gt;&quot;&#39;');
    expect(customData.link?.value).toBe(
      '&lt;a href=&quot;javascript:alert(3)&quot;&gt;klik&lt;/a&gt;',
    );
    expect(customData.formatted?.value).toBe(
      '<b>Bed</b> &lt;script&gt;alert(4)&lt;/script&gt;' +
        '&lt;i onclick=&quot;alert(5)&quot;&gt;x</i><br>',
    );
  });
});

describe('access', () => {
  it('needs a session (401 SESSION_EXPIRED)', async () => {
    const answer = await t.call('POST', '/customer/requests/overview', {
      body: { tabType: 'open', limitOffset: 1, limitRows: 10 },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json.status).toBe('SESSION_EXPIRED');
  });

  it('answers 403 to a user without the /requests permission, and lets a level-1 user in', async () => {
    const bram = await t.login(BRAM);
    expect((await overview({ tabType: 'open' }, bram)).answer.statusCode).toBe(200);
    const bramId = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [BRAM])).id;
    await t.db.transaction((tx) => replacePermissions(tx, bramId, { '/rentals': 1 }));
    const list = await overview({ tabType: 'open' }, bram);
    expect(list.answer.statusCode).toBe(403);
    expect(list.answer.json).toEqual({
      status: 'error',
      message: MESSAGES.forbidden,
      response: null,
    });
    const details = await t.call('GET', `/customer/requests/details/${ids.p1}`, { token: bram });
    expect(details.statusCode).toBe(403);
    await t.db.transaction((tx) =>
      replacePermissions(tx, bramId, { '/rentals': 1, '/requests': 1 }),
    );
  });

  it('has no customer call that moves a request', async () => {
    for (const path of ['/customer/requests/process', '/customer/requests/complete']) {
      const answer = await t.call('POST', path, { token: anna, body: { id: ids.p1 } });
      expect(answer.statusCode).toBe(404);
    }
  });
});

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
