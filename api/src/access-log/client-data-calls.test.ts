// The proof of the access log over the contract (issue 40 §3): every call whose answer can
// hold a client field is declared, and every declared call, made for real, writes exactly
// the entries of the client records its answer (or its write) holds. EXCHANGES is keyed by
// the declared calls, so a call declared without an exchange here does not compile.
import type { TCall } from '@portal/shared/contract';
import { addDaysIso, MESSAGES, RENTALS_TEXTS, todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createRentalsTestContext, idOf } from '../testing/rental-fixtures.js';
import type { TTestContext } from '../testing/test-context.js';
import { WHOLE_CONTRACT } from '../testing/whole-contract.js';
import { allowLogLines } from '../testing/log-gate.js';
import { readSheet } from '../testing/read-sheet.js';
import { AUTH_HEADER } from '../plugins/session-auth.js';
import { EXCEL_SOURCES, type TExcelSourceName } from '../exports/excel-sources.js';
import {
  CLIENT_DATA_CALLS,
  contractCalls,
  type TCallExchange,
  type TClientDataCallName,
  type TClientDataDeclaration,
} from './client-data-calls.js';
import { clientFieldsOf } from './client-fields.js';

let t: TTestContext;
let anna: string;
const ids = {
  rentalCase: 0,
  product: 0,
  depotProduct: 0,
  request: 0,
  location: 0,
  contact: 0,
  bed: 0,
  article: 0,
};
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  const linde = "(SELECT id FROM organisations WHERE name = 'Zorggroep De Linde')";
  ids.rentalCase = await idOf(
    t.db,
    `SELECT id FROM rental_cases WHERE organisation_id = ${linde} AND end_user IS NOT NULL
     ORDER BY id LIMIT 1`,
  );
  ids.product = await idOf(
    t.db,
    `SELECT id FROM products WHERE organisation_id = ${linde} AND client_name IS NOT NULL
     AND placement = 'location' ORDER BY id LIMIT 1`,
  );
  ids.depotProduct = await idOf(
    t.db,
    `SELECT p.id FROM products p WHERE p.organisation_id = ${linde} AND p.placement = 'depot'
       AND p.status = 'ACTIVE' AND NOT p.enable_reservation
       AND (p.depot_status IS NULL OR p.depot_status = 'IN_DEPOT')
       AND NOT EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id
         AND r.type NOT LIKE 'RENTAL%' AND r.status IN ('OPEN', 'PROCESSING'))
     ORDER BY p.id DESC LIMIT 1`,
  );
  ids.request = await idOf(
    t.db,
    `SELECT id FROM customer_requests WHERE organisation_id = ${linde}
       AND custom_data::text LIKE '%"clientName"%' ORDER BY id LIMIT 1`,
  );
  ids.location = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = ${linde} AND name = 'Verpleeghuis Het Anker'`,
  );
  ids.contact = await idOf(
    t.db,
    "SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.email = 'beheerder@delinde.nl'",
  );
  ids.bed = await idOf(t.db, "SELECT id FROM article_categories WHERE title = 'Hoog-laagbedden'");
  ids.article = await idOf(
    t.db,
    "SELECT id FROM articles WHERE name = 'Rolstoel Vermeiren 708D' AND article_type = 'DEPOT'",
  );
});
afterAll(() => t.close());

const paging = { limitOffset: 1, limitRows: 10 };
const soon = () => addDaysIso(todayIso(), 7);

type TExchangeRequest = { params?: Record<string, string | number>; body?: unknown };

/** A request per declared call that answers (or writes) client data on the demo data. */
const EXCHANGES: Record<TClientDataCallName, () => TExchangeRequest> = {
  getRentalCasesCall: () => ({ body: { tabType: 'active', filters: paging } }),
  getRetourCasesCall: () => ({ body: { rentalCaseId: ids.rentalCase } }),
  getRentalDetailsCall: () => ({ params: { rentalCaseId: ids.rentalCase } }),
  getRentalOverviewCall: () => ({ body: { tabType: 'ACTIVE', filters: paging } }),
  getRentalDateOverviewCall: () => ({ body: { filters: { ...paging, date: todayIso() } } }),
  getProductsCall: () => ({ body: { tabType: 'location', filters: paging } }),
  getProductOverviewCall: () => ({ body: { tabType: 'location', filters: paging } }),
  getProductDetailsCall: () => ({ params: { id: ids.product } }),
  getCustomerRequestDetailsCall: () => ({ params: { customerRequestId: ids.request } }),
  createRentalRequestCall: () => ({
    body: {
      articles: [
        { categoryId: ids.bed, name: 'Hoog-laagbed', amount: 1, key: 'b', priceDisplay: null },
      ],
      measurementsBed: '90x210',
      deliverDate: soon(),
      urgency: false,
      locationId: ids.location,
      departmentId: null,
      room: null,
      generalUse: false,
      clientName: 'Mevr. L. Logboek',
      birthDate: '1940-01-02',
      customerReference: null,
      contactId: ids.contact,
      comments: null,
    },
  }),
  addProductCall: () => ({
    body: {
      articleId: ids.article,
      locationId: ids.location,
      departmentId: null,
      room: null,
      clientName: 'Dhr. N. Nieuw',
      serialOption: 'new',
      productId: null,
      serialNumber: 'LOG-2026-1',
      frameNumber: null,
      registrationDate: '2024-03-01',
      purchaseValue: null,
      productBrand: null,
      productType: null,
      dimensions: null,
      remarks: null,
      customFields: {},
    },
  }),
  updateClientNameCall: () => ({
    body: { productId: ids.product, clientName: 'Mevr. G. Gewijzigd' },
  }),
  requestDepotOutCall: () => ({
    body: {
      productId: ids.depotProduct,
      departmentId: null,
      locationId: ids.location,
      room: null,
      deliverDate: soon(),
      client: 'Mevr. U. Uitgifte',
      comments: null,
      contactId: ids.contact,
    },
  }),
};

function pathOf(call: TCall, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => String(params[name]));
}

type TEntryRow = {
  user_id: number;
  organisation_id: number;
  kind: string;
  record_type: string;
  record_ids: number[];
  client_names: (string | null)[];
  call: string;
  client_address: string | null;
  on_behalf_of_user_id: number | null;
};

async function entriesAfter(id: number): Promise<TEntryRow[]> {
  return t.db.query<TEntryRow>(
    `SELECT user_id, organisation_id, kind, record_type, record_ids::int[] AS record_ids,
       client_names, call, client_address, on_behalf_of_user_id
     FROM access_log WHERE id > $1 ORDER BY id`,
    [id],
  );
}

async function lastEntryId(): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0)::int AS id FROM access_log',
  );
  return row?.id ?? 0;
}

describe('the declarations agree with the contract', () => {
  const calls = (Object.entries(WHOLE_CONTRACT) as [string, unknown][]).filter(
    (entry): entry is [string, TCall] =>
      entry[0].endsWith('Call') && typeof (entry[1] as { path?: unknown }).path === 'string',
  );

  it('names every call of the contract', () => {
    const declared = new Set(contractCalls().map(([name]) => name));
    expect(calls.map(([name]) => name).filter((name) => !declared.has(name as never))).toEqual([]);
  });

  it('declares every call whose answer can hold a client field', () => {
    const undeclared = calls
      .filter(([name, call]) => {
        const declaration = (CLIENT_DATA_CALLS as Record<string, unknown>)[name];
        return clientFieldsOf(call.response).length > 0 && declaration === null;
      })
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });
});

describe('every call that carries client data writes its entries before it answers', () => {
  const user = async () => idOf(t.db, "SELECT id FROM users WHERE email = 'beheerder@delinde.nl'");

  for (const name of Object.keys(EXCHANGES) as TClientDataCallName[]) {
    it(name, async () => {
      const call = WHOLE_CONTRACT[name] as TCall;
      const declaration = CLIENT_DATA_CALLS[name] as TClientDataDeclaration<TCall>;
      const request = EXCHANGES[name]();
      const before = await lastEntryId();
      const answer = await t.call(
        call.method === 'DELETE' ? 'PUT' : call.method,
        pathOf(call, request.params),
        {
          token: anna,
          body: request.body,
          remoteAddress: '127.0.0.9',
        },
      );
      expect(answer.json.status, JSON.stringify(answer.json)).toBe('success');
      const records = declaration.records({
        answer: answer.json.response,
        params: call.params.parse(request.params ?? {}),
        body: call.body.parse(request.body),
      } as TCallExchange<TCall>);
      // why: a fixture that shows no client would prove nothing.
      expect(records.length).toBeGreaterThan(0);
      const entries = await entriesAfter(before);
      const userId = await user();
      // One entry for the call, naming each record it showed (of its one record type).
      expect(entries).toEqual([
        {
          user_id: userId,
          organisation_id: expect.any(Number),
          kind: declaration.kind,
          record_type: records[0]?.recordType,
          record_ids: records.map((record) => record.recordId),
          client_names: records.map((record) => record.clientName),
          call: `${call.method} ${call.path}`,
          client_address: '127.0.0.9',
          on_behalf_of_user_id: null,
        },
      ]);
    });
  }

  it('a list page writes one entry naming the clients shown on it, not the rows of the table', async () => {
    const before = await lastEntryId();
    const answer = await t.call('POST', '/customer/rentals/cases', {
      token: anna,
      body: { tabType: 'active', filters: { limitOffset: 1, limitRows: 4 } },
    });
    const shown = (answer.json.response as { cases: { endUser: string | null }[] }).cases;
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.client_names).toEqual(
      shown.map((row) => row.endUser).filter((name) => name !== null && name !== ''),
    );
  });

  it('a refused call writes nothing', async () => {
    const before = await lastEntryId();
    const answer = await t.call('GET', `/customer/rentals/details/999999`, { token: anna });
    expect(answer.json.status).toBe('error');
    expect(await entriesAfter(before)).toEqual([]);
  });
});

/** Per Excel source that holds client data: a download of it and its client column. */
const EXCEL_DOWNLOADS: Partial<
  Record<TExcelSourceName, { path: string; body: unknown; column: string }>
> = {
  'rental-cases': {
    path: '/customer/rentals/cases/excel',
    body: { tabType: 'active' },
    column: RENTALS_TEXTS.columns.endUser,
  },
  products: {
    path: '/customer/articles/overview/excel',
    body: { tabType: 'location' },
    column: MESSAGES.productExcel.columns.clientName,
  },
  'management-rentals': {
    path: '/customer/management/overviews/excel',
    body: { documentType: 'activerental' },
    column: MANAGEMENT_TEXTS.rentalColumns.endUser,
  },
};

describe('an Excel file logs every client it holds, as downloaded', () => {
  it('names a download for every source with client data', () => {
    const withClients = (Object.keys(EXCEL_SOURCES) as TExcelSourceName[]).filter(
      (name) => EXCEL_SOURCES[name].clientRecord !== null,
    );
    expect(withClients.sort()).toEqual(Object.keys(EXCEL_DOWNLOADS).sort());
  });

  for (const [source, download] of Object.entries(EXCEL_DOWNLOADS)) {
    it(source, async () => {
      const before = await lastEntryId();
      const answer = await t.app.inject({
        method: 'POST',
        url: `/Rest/Pwa${download.path}`,
        headers: { [AUTH_HEADER]: anna },
        payload: download.body as object,
      });
      expect(answer.statusCode).toBe(200);
      const sheet = await readSheet(answer.rawPayload);
      const [header, ...rows] = sheet.rows;
      const column = (header ?? []).indexOf(download.column);
      expect(column).toBeGreaterThanOrEqual(0);
      const inFile = rows
        .map((row) => row[column])
        .filter((value): value is string => typeof value === 'string' && value !== '')
        .filter((value) => value !== MESSAGES.generalUse);
      expect(inFile.length).toBeGreaterThan(0);
      const entries = await entriesAfter(before);
      expect(entries.every((entry) => entry.kind === 'download')).toBe(true);
      expect(new Set(entries.map((entry) => entry.call))).toEqual(
        new Set([`POST ${download.path}`]),
      );
      expect(entries.flatMap((entry) => entry.client_names).sort()).toEqual(inFile.sort());
    });
  }
});

describe('an Excel file whose clients cannot be logged', () => {
  it('never ends: the download breaks off before the file can be opened', async () => {
    // why: the entries are inserted beside the file's parts (entry-pipeline.ts); the end
    // waits for them, so a refused insert must leave the client an unreadable file.
    await t.db.exec(`
      CREATE FUNCTION test_refuse_downloads() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'download' THEN RAISE EXCEPTION 'access log full'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_refuse_downloads BEFORE INSERT ON access_log
        FOR EACH ROW EXECUTE FUNCTION test_refuse_downloads();`);
    onTestFinished(async () => {
      await t.db.exec(`DROP TRIGGER test_refuse_downloads ON access_log;
        DROP FUNCTION test_refuse_downloads();`);
    });
    allowLogLines(/access log full/);
    const before = await lastEntryId();
    const outcome = await t.app
      .inject({
        method: 'POST',
        url: '/Rest/Pwa/customer/rentals/cases/excel',
        headers: { [AUTH_HEADER]: anna },
        payload: { tabType: 'active' },
      })
      .then(
        (answer) =>
          readSheet(answer.rawPayload).then(
            () => 'opened',
            () => 'unreadable',
          ),
        () => 'broken off',
      );
    expect(outcome).not.toBe('opened');
    expect(await entriesAfter(before)).toEqual([]);
  });
});

describe("a rental case's document logs its client, as downloaded", () => {
  it('writes the entry of the case before the PDF goes', async () => {
    const [document] = await t.db.query<{ number: string; caseId: number; endUser: string }>(
      `SELECT f.document_number AS number, r.id AS "caseId", r.end_user AS "endUser"
       FROM files f JOIN rental_cases r ON r.id = f.owner_id
       JOIN organisations o ON o.id = r.organisation_id
       WHERE f.owner_type = 'rental_case' AND f.document_number IS NOT NULL
         AND o.name = 'Zorggroep De Linde' AND r.end_user IS NOT NULL AND NOT r.general_use
       ORDER BY f.id LIMIT 1`,
    );
    if (!document) throw new Error('no rental document of a named client in the demo data');
    const before = await lastEntryId();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/Rest/Pwa/global/download/rental-document/${encodeURIComponent(document.number)}`,
      headers: { [AUTH_HEADER]: anna },
    });
    expect(answer.statusCode).toBe(200);
    expect(await entriesAfter(before)).toMatchObject([
      {
        kind: 'download',
        record_type: 'rentalCase',
        record_ids: [document.caseId],
        client_names: [document.endUser],
        call: 'GET /global/download/:a/:b',
      },
    ]);
  });
});
