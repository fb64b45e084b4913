import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string, bram: string, carla: string;
let demo1: number, demo3: number, demo4: number, oostCase: number;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  ({ demo1, demo3, demo4, oost: oostCase } = context.cases);
});
afterAll(() => t.close());

const notFound = { status: 'error', message: MESSAGES.notFound, response: null };

type TCase = {
  rentalCaseId: number;
  displayName: string;
  endUser: string | null;
  generalUse: number;
  companyName: string | null;
  departmentRoom: string | null;
};
type TCases = { cases: TCase[]; totalCount: number };

async function cases(token: string, tabType: string, filters: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/customer/rentals/cases', {
    token,
    body: { tabType, filters: { limitOffset: 1, limitRows: 10, ...filters } },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json;
}

async function statusCount(status: string, organisation = 'Zorggroep De Linde') {
  const [row] = await t.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
     WHERE o.name = $1 AND r.status = $2`,
    [organisation, status],
  );
  return row?.count ?? 0;
}

describe('POST /customer/rentals/cases', () => {
  it('maps the tabs to ACTIVE, WAITING and ENDED with the total count', async () => {
    for (const [tab, status] of [
      ['active', 'ACTIVE'],
      ['waiting', 'WAITING'],
      ['archive', 'ENDED'],
    ] as const) {
      const answer = await cases(anna, tab);
      const response = answer.response as TCases;
      expect(answer.status).toBe('success');
      expect(response.totalCount).toBe(await statusCount(status));
      expect(response.totalCount).toBeGreaterThanOrEqual(25);
      expect(response.cases).toHaveLength(10);
    }
    const active = (await cases(anna, 'active')).response as TCases;
    expect(active.cases.map((c) => c.rentalCaseId)).not.toContain(demo3);
    const archive = (await cases(anna, 'archive', { limitRows: 100 })).response as TCases;
    expect(archive.cases.map((c) => c.rentalCaseId)).toContain(demo4);
  });

  it('pages with the 1-based offset: rows 1, 11 and 21 start pages 1, 2 and 3', async () => {
    const all = ((await cases(anna, 'active', { limitRows: 100 })).response as TCases).cases;
    const total = all.length;
    for (const offset of [1, 11, 21]) {
      const page = (await cases(anna, 'active', { limitOffset: offset })).response as TCases;
      expect(page.totalCount).toBe(total);
      expect(page.cases.map((c) => c.rentalCaseId)).toEqual(
        all.slice(offset - 1, offset + 9).map((c) => c.rentalCaseId),
      );
    }
    const last = (await cases(anna, 'active', { limitOffset: total })).response as TCases;
    expect(last.cases).toHaveLength(1);
    const beyond = (await cases(anna, 'active', { limitOffset: total + 1 })).response as TCases;
    expect(beyond).toEqual({ cases: [], totalCount: total });
  });

  it('filters on case number, article, serial number, end user and location', async () => {
    const byNumber = (await cases(anna, 'active', { search: String(demo1) })).response as TCases;
    expect(byNumber.cases.map((c) => c.rentalCaseId)).toContain(demo1);
    const bySerial = (await cases(anna, 'active', { search: 'sn-demo-0001' })).response as TCases;
    expect(bySerial).toMatchObject({ totalCount: 1, cases: [{ rentalCaseId: demo1 }] });
    const byArticle = (await cases(anna, 'active', { search: 'rolstoel', limitRows: 100 }))
      .response as TCases;
    expect(byArticle.totalCount).toBeGreaterThan(0);
    expect(byArticle.cases.every((c) => /rolstoel/i.test(c.displayName))).toBe(true);
    const byEndUser = (await cases(anna, 'active', { search: 'Bakker', limitRows: 100 }))
      .response as TCases;
    expect(byEndUser.totalCount).toBeGreaterThan(0);
    expect(byEndUser.cases.every((c) => c.endUser?.includes('Bakker'))).toBe(true);
    const none = (await cases(anna, 'active', { search: 'bestaat-niet-100%' })).response;
    expect(none).toEqual({ cases: [], totalCount: 0 });

    const locationId = await idOf(
      t.db,
      "SELECT id FROM locations WHERE name = 'Verpleeghuis Het Anker'",
    );
    const atLocation = (await cases(anna, 'active', { locationId, limitRows: 100 }))
      .response as TCases;
    expect(atLocation.totalCount).toBeGreaterThan(0);
    expect(atLocation.cases.every((c) => c.companyName === 'Verpleeghuis Het Anker')).toBe(true);
    // a parent location includes the locations below it
    const parentId = await idOf(
      t.db,
      "SELECT id FROM locations WHERE name = 'Woonzorgcentrum De Linde'",
    );
    const underParent = (await cases(anna, 'active', { locationId: parentId, limitRows: 100 }))
      .response as TCases;
    expect(new Set(underParent.cases.map((c) => c.companyName))).toEqual(
      new Set(['Woonzorgcentrum De Linde', 'Paviljoen Noord', 'Paviljoen Zuid']),
    );
  });

  it('shows general use as a flag and joins department and room', async () => {
    const all = ((await cases(anna, 'active', { limitRows: 100 })).response as TCases).cases;
    const general = all.find((c) => c.generalUse === 1);
    expect(general?.endUser).toBeNull();
    expect(all.find((c) => c.rentalCaseId === demo1)?.departmentRoom).toBe('Somatiek / Kamer 102');
  });

  it("scopes to the caller's organisation", async () => {
    const oost = (await cases(carla, 'active', { limitRows: 100 })).response as TCases;
    expect(oost.totalCount).toBe(await statusCount('ACTIVE', 'Thuiszorg Oost'));
    expect(oost.cases.map((c) => c.rentalCaseId)).toContain(oostCase);
    expect(oost.cases.map((c) => c.rentalCaseId)).not.toContain(demo1);
    const locationId = await idOf(
      t.db,
      "SELECT id FROM locations WHERE name = 'Verpleeghuis Het Anker'",
    );
    expect((await cases(carla, 'active', { locationId })).response).toEqual({
      cases: [],
      totalCount: 0,
    });
  });

  it('refuses bad input with the field messages', async () => {
    const answer = await t.call('POST', '/customer/rentals/cases', {
      token: anna,
      body: { tabType: 'deleted', filters: { limitOffset: 0 } },
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          tabType: MESSAGES.invalidValue,
          'filters.limitOffset': MESSAGES.invalidValue,
          'filters.limitRows': MESSAGES.required,
        },
      },
    });
  });

  it('lets level 1 view and needs a session', async () => {
    expect((await cases(bram, 'active')).status).toBe('success');
    const anonymous = await t.call('POST', '/customer/rentals/cases', {
      body: { tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /customer/rentals/details/:rentalCaseId', () => {
  it('answers the details with status display, department/room and contact', async () => {
    const answer = await t.call('GET', `/customer/rentals/details/${demo1}`, { token: bram });
    expect(answer.json.status).toBe('success');
    const { details } = answer.json.response as { details: Record<string, unknown> };
    expect(details).toMatchObject({
      rentalCaseId: demo1,
      title: 'Hoog-laagbed Vitalis Comfort 90x200 SN-DEMO-0001',
      articleName: 'Hoog-laagbed Vitalis Comfort 90x200',
      serialNumber: 'SN-DEMO-0001',
      barcode: 'VH-DEMO-0001',
      productBrand: 'Vitalis',
      status: 'ACTIVE',
      statusDisplay: 'Actief',
      priceDisplay: '€ 4,50 per dag',
      departmentRoom: 'Somatiek / Kamer 102',
      endDate: null,
    });
    expect(details.contactUser).toEqual(expect.any(String));
    expect(details.rentalAddress).toContain('Woonzorgcentrum De Linde');
    const waiting = await t.call('GET', `/customer/rentals/details/${demo3}`, { token: anna });
    expect(waiting.json.response).toMatchObject({ details: { statusDisplay: 'In behandeling' } });
    const ended = await t.call('GET', `/customer/rentals/details/${demo4}`, { token: anna });
    expect(ended.json.response).toMatchObject({
      details: { status: 'ENDED', statusDisplay: 'Afgerond' },
    });
  });

  it("answers another organisation's case exactly like a missing one", async () => {
    const foreign = await t.call('GET', `/customer/rentals/details/${oostCase}`, { token: anna });
    const missing = await t.call('GET', '/customer/rentals/details/999999', { token: anna });
    expect(foreign.json).toEqual(notFound);
    expect(missing.json).toEqual(notFound);
  });

  it('gives the case its page title', async () => {
    const answer = await t.call('GET', `/global/pagetitle/rentalcase/${demo1}`, { token: anna });
    expect(answer.json.response).toBe('Hoog-laagbed Vitalis Comfort 90x200 SN-DEMO-0001');
    const foreign = await t.call('GET', `/global/pagetitle/rentalcase/${oostCase}`, {
      token: anna,
    });
    expect(foreign.json).toEqual(notFound);
  });
});

type TDocuments = {
  documents: { documentNumber: string; mimeType: string; documentType: string }[];
  totalCount: number;
};

describe('POST /customer/rentals/documents', () => {
  it('lists the documents of a case', async () => {
    const answer = await t.call('POST', '/customer/rentals/documents', {
      token: bram,
      body: { tabType: 'active', rentalCaseId: demo1, filters: { limitOffset: 1, limitRows: 10 } },
    });
    const response = answer.json.response as TDocuments;
    expect(response.totalCount).toBeGreaterThanOrEqual(1);
    expect(response.documents[0]).toMatchObject({ mimeType: 'application/pdf' });
    expect(response.documents.map((d) => d.documentType)).toContain('Afleverbon');
  });

  it("answers another organisation's case like a missing one", async () => {
    for (const rentalCaseId of [oostCase, 999999]) {
      const answer = await t.call('POST', '/customer/rentals/documents', {
        token: anna,
        body: { tabType: 'active', rentalCaseId, filters: { limitOffset: 1, limitRows: 10 } },
      });
      expect(answer.json).toEqual(notFound);
    }
  });
});

type TInvoices = {
  invoices: { invoiceId: number; paymentStatus: string; invoiceType: number; originType: string }[];
  totalCount: number;
};

describe('POST /customer/management/invoices', () => {
  const body = (over: Record<string, unknown>) => ({
    tabType: 'all',
    viewType: 'rental',
    typeId: demo1,
    filters: { limitOffset: 1, limitRows: 100 },
    ...over,
  });

  it('lists the invoices of a case, narrowed by the tab', async () => {
    const all = await t.call('POST', '/customer/management/invoices', {
      token: bram,
      body: body({}),
    });
    const response = all.json.response as TInvoices;
    expect(response.totalCount).toBeGreaterThan(0);
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM invoices WHERE rental_case_id = $1',
      [demo1],
    );
    expect(response.totalCount).toBe(row?.count);
    for (const [tabType, status] of [
      ['open', 'OPEN'],
      ['handled', 'HANDLED'],
    ] as const) {
      const answer = await t.call('POST', '/customer/management/invoices', {
        token: bram,
        body: body({ tabType }),
      });
      const tab = answer.json.response as TInvoices;
      expect(tab.invoices.every((i) => i.paymentStatus === status)).toBe(true);
    }
  });

  it('lists all invoices of the organisation for management, with every kind', async () => {
    const answer = await t.call('POST', '/customer/management/invoices', {
      token: anna,
      body: body({ viewType: 'all', typeId: null, filters: { limitOffset: 1, limitRows: 10 } }),
    });
    const response = answer.json.response as TInvoices;
    const [row] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM invoices i JOIN organisations o ON o.id = i.organisation_id
       WHERE o.name = 'Zorggroep De Linde'`,
    );
    expect(response.totalCount).toBe(row?.count);
    expect(response.invoices).toHaveLength(10);
    const second = await t.call('POST', '/customer/management/invoices', {
      token: anna,
      body: body({ viewType: 'all', typeId: null, filters: { limitOffset: 11, limitRows: 10 } }),
    });
    const page2 = (second.json.response as TInvoices).invoices.map((i) => i.invoiceId);
    expect(page2.some((id) => response.invoices.some((i) => i.invoiceId === id))).toBe(false);
  });

  it('needs level 1 on /management/invoices for the organisation view', async () => {
    const answer = await t.call('POST', '/customer/management/invoices', {
      token: bram,
      body: body({ viewType: 'all', typeId: null }),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json.message).toBe(MESSAGES.forbidden);
  });

  it("answers another organisation's case like a missing one, and needs the case", async () => {
    for (const typeId of [oostCase, 999999]) {
      const answer = await t.call('POST', '/customer/management/invoices', {
        token: anna,
        body: body({ typeId }),
      });
      expect(answer.json).toEqual(notFound);
    }
    const withoutCase = await t.call('POST', '/customer/management/invoices', {
      token: anna,
      body: body({ typeId: null }),
    });
    expect(withoutCase.json.response).toEqual({ fields: { typeId: MESSAGES.required } });
  });
});
