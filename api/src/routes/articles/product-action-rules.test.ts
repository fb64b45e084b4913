// The product rule of shared/rules (productActionRefusal) on the server (issue 23 item 5):
// every write and the permission check refuse exactly what the rule refuses for the facts
// the details call gives the product page, and change nothing; a save that changes nothing
// is refused without a request or a history line.
import {
  addDaysIso,
  MESSAGES,
  PRODUCT_ACTION_PLACEMENTS,
  PRODUCT_ACTIONS,
  productActionRefusal,
  type TProductAction,
  todayIso,
} from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf, writeCounts } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string;
const ids = { contact: 0, location: 0 };
const LINDE = "(SELECT id FROM organisations WHERE name = 'Zorggroep De Linde')";

beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna } = context.tokens);
  ids.contact = await idOf(
    t.db,
    `SELECT id FROM contacts WHERE organisation_id = ${LINDE} LIMIT 1`,
  );
  ids.location = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = ${LINDE} AND name = 'Verpleeghuis Het Anker'`,
  );
});
afterAll(() => t.close());

type TDetails = {
  productId: number;
  placement: 'location' | 'depot' | null;
  productStatus: 'ACTIVE' | 'REMOVED';
  hasBarcode: boolean;
  enableReservation: number | string;
  depotStatus: 'IN_DEPOT' | 'PENDING_IN' | 'PENDING_OUT' | 'PENDING_TRANSFER' | null;
  runningRequests: string[];
  clientName: string | null;
  locationId: number | null;
  departmentId: number | null;
  room: string | null;
  reservationReason: string | null;
};

async function details(productId: number): Promise<TDetails> {
  const answer = await t.call('GET', `/customer/articles/details/${productId}`, { token: anna });
  return (answer.json.response as { details: TDetails }).details;
}

/** What the product page judges its tiles by: the details call's own fields. */
function refusalOf(action: TProductAction, product: TDetails): string | null {
  return productActionRefusal(action, {
    placement: product.placement,
    status: product.productStatus,
    hasBarcode: product.hasBarcode,
    isReserved: Number(product.enableReservation) === 1,
    depotStatus: product.depotStatus,
    runningRequests: product.runningRequests as never[],
  });
}

/** A body each write takes apart from the product's state, with its path. */
function write(action: TProductAction, productId: number): { path: string; body: object } {
  const bodies: Record<TProductAction, { path: string; body: object }> = {
    scan: {
      path: '/customer/articles/product/edit/qrcode',
      body: { barcode: `REGEL-${productId}`, productId },
    },
    relocate: {
      path: '/customer/articles/product/edit/location',
      body: {
        productId,
        toLocation: ids.location,
        toDepartment: null,
        toRoom: 'Regelkamer',
        handler: 'intern',
        comment: null,
        deliverDate: null,
        contactId: ids.contact,
      },
    },
    repair: {
      path: '/customer/articles/product/request/repair',
      body: {
        sourceId: productId,
        requestType: 'REPAIR-DEPOT',
        description: 'Rem werkt niet',
        files: [],
        contactId: ids.contact,
      },
    },
    clientrepair: {
      path: '/customer/articles/product/client/repair',
      body: {
        productId,
        repairDate: todayIso(),
        conclusion: 'FIXED',
        repairUserId: ids.contact,
        remark: null,
        signature: null,
      },
    },
    depot: {
      path: '/customer/articles/product/request/depot-in',
      body: { productId, comments: 'Niet meer nodig', deliverDate: null, contactId: ids.contact },
    },
    client: {
      path: '/customer/articles/product/edit/client',
      body: { productId, clientName: 'Mevr. Regel' },
    },
    edit: {
      path: '/customer/articles/product/edit/data',
      body: {
        productId,
        serialNumber: `REGEL-${productId}`,
        frameNumber: null,
        registrationDate: null,
        productBrand: null,
        productType: null,
        dimensions: null,
        quality: null,
        remarks: null,
        customFields: {},
      },
    },
    depotout: {
      path: '/customer/depot/request/depot-out',
      body: {
        productId,
        departmentId: null,
        locationId: ids.location,
        room: null,
        deliverDate: addDaysIso(todayIso(), 7),
        client: null,
        comments: null,
        contactId: ids.contact,
      },
    },
    reservation: {
      path: '/customer/depot/reservation',
      body: { productId, enableReservation: true, reservationReason: 'Voor de regel' },
    },
  };
  return bodies[action];
}

/** The request type whose permission check opens the action's form (spec 001 §4). */
const CHECKED: Partial<Record<TProductAction, string>> = {
  relocate: 'PRODUCT-LOCATION-UPDATE',
  repair: 'REPAIR-DEPOT',
  depotout: 'DEPOT-OUT',
  client: 'PRODUCT-CLIENT-UPDATE',
};

/** One demo product of De Linde in each state the rule tells apart. */
const STATES: Record<string, string> = {
  reserved: "p.serial_number = 'DL-2022-0011'",
  removed: "p.serial_number = 'DL-2023-0012'",
  leavingDepot: "p.depot_status = 'PENDING_OUT'",
  goingToDepot: "p.placement = 'location' AND p.depot_status = 'PENDING_IN'",
  repairRunning: `EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id
    AND r.type = 'REPAIR-DEPOT' AND r.status IN ('OPEN', 'PROCESSING'))`,
  clientUpdateRunning: `EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id
    AND r.type = 'PRODUCT-CLIENT-UPDATE' AND r.status IN ('OPEN', 'PROCESSING'))`,
  freeWithCode: "p.serial_number = 'DL-2019-0001'",
  freeInDepot: "p.serial_number = 'DL-2021-0010'",
};

async function productIn(state: string): Promise<number> {
  return idOf(
    t.db,
    `SELECT p.id FROM products p WHERE p.organisation_id = ${LINDE}
       AND p.placement <> 'unplaced' AND ${STATES[state]} ORDER BY p.id LIMIT 1`,
  );
}

describe('one rule for the product page and the api', () => {
  it('gives the details what the rule needs: the running request types', async () => {
    const product = await details(await productIn('repairRunning'));
    expect(product.runningRequests).toContain('REPAIR-DEPOT');
    expect((await details(await productIn('freeWithCode'))).runningRequests).toEqual([]);
  });

  it('refuses every write the rule refuses, with its message, and changes nothing', async () => {
    let refusals = 0;
    for (const state of Object.keys(STATES)) {
      const product = await details(await productIn(state));
      for (const action of PRODUCT_ACTIONS) {
        const expected = refusalOf(action, product);
        const checked = CHECKED[action];
        if (
          checked &&
          product.placement &&
          PRODUCT_ACTION_PLACEMENTS[action].includes(product.placement)
        ) {
          const check = await t.call(
            'GET',
            `/customer/requests/checkpermission/${product.productId}/${checked}`,
            { token: anna },
          );
          expect(check.json.message, `${state} ${action} check`).toBe(expected);
        }
        if (expected === null) continue;
        refusals += 1;
        const before = await writeCounts(t.db);
        const { path, body } = write(action, product.productId);
        const answer = await t.call('PUT', path, { token: anna, body });
        expect(answer.json, `${state} ${action}`).toEqual({
          status: 'error',
          message: expected,
          response: null,
        });
        expect(await writeCounts(t.db), `${state} ${action} wrote`).toEqual(before);
      }
    }
    // why: the walk must meet the cases, not pass by refusing nothing.
    expect(refusals).toBeGreaterThan(20);
    const reserved = await details(await productIn('reserved'));
    expect(refusalOf('depotout', reserved)).toBe(MESSAGES.productReserved);
    const repairing = await details(await productIn('repairRunning'));
    expect(refusalOf('repair', repairing)).toBe(MESSAGES.productRepairAlreadyRunning);
    const clientUpdating = await details(await productIn('clientUpdateRunning'));
    expect(refusalOf('client', clientUpdating)).toBeNull();
  });
});

describe('a save that changes nothing', () => {
  async function freeOnLocation(): Promise<number> {
    return idOf(
      t.db,
      `SELECT p.id FROM products p WHERE p.organisation_id = ${LINDE} AND p.placement = 'location'
         AND p.status = 'ACTIVE' AND p.depot_status IS NULL AND p.client_name IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id
           AND r.type NOT LIKE 'RENTAL%' AND r.status IN ('OPEN', 'PROCESSING'))
       ORDER BY p.id DESC LIMIT 1`,
    );
  }

  async function refusedUnchanged(path: string, body: object) {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', path, {
      token: anna,
      body,
      headers: { 'Idempotency-Key': `unchanged-${path}-${JSON.stringify(body).length}` },
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.nothingChanged,
      response: null,
    });
    expect(await writeCounts(t.db)).toEqual(before);
  }

  it('keeps the client name without a request at the supplier or a history line', async () => {
    const product = await details(await freeOnLocation());
    await refusedUnchanged('/customer/articles/product/edit/client', {
      productId: product.productId,
      clientName: ` ${product.clientName ?? ''}  `,
    });
  });

  it('does not end a reservation that is not there, nor repeat one that is', async () => {
    const free = await details(await productIn('freeInDepot'));
    await refusedUnchanged('/customer/depot/reservation', {
      productId: free.productId,
      enableReservation: false,
      reservationReason: null,
    });
    const reserved = await details(await productIn('reserved'));
    await refusedUnchanged('/customer/depot/reservation', {
      productId: reserved.productId,
      enableReservation: true,
      reservationReason: reserved.reservationReason,
    });
  });

  it('does not move a product to where it stands, nor save its data unchanged', async () => {
    const product = await details(await freeOnLocation());
    for (const handler of ['intern', 'vdm']) {
      await refusedUnchanged('/customer/articles/product/edit/location', {
        productId: product.productId,
        toLocation: product.locationId,
        toDepartment: product.departmentId,
        toRoom: product.room,
        handler,
        comment: null,
        deliverDate: null,
        contactId: ids.contact,
      });
    }
    const [stored] = await t.db.query<Record<string, string | null>>(
      `SELECT serial_number AS "serialNumber", frame_number AS "frameNumber",
         to_char(registration_date, 'YYYY-MM-DD') AS "registrationDate",
         purchase_value::text AS "purchaseValue", product_brand AS "productBrand",
         product_type AS "productType", dimensions, quality, remarks
       FROM products WHERE id = $1`,
      [product.productId],
    );
    const customFields = (
      await t.db.query<{ values: Record<string, string> }>(
        'SELECT custom_values AS values FROM products WHERE id = $1',
        [product.productId],
      )
    )[0]?.values;
    await refusedUnchanged('/customer/articles/product/edit/data', {
      productId: product.productId,
      ...stored,
      // why: as the form sends it, in Dutch notation ('1285,00' for 1285.00)
      purchaseValue: stored?.purchaseValue?.replace('.', ',') ?? null,
      quality: stored?.quality?.toLowerCase() ?? null,
      customFields: customFields ?? {},
    });
  });
});
