// The Idempotency-Key of the rental and repair writes (api/src/http/README.md
// "Idempotency"): the same request sent again answers its first answer, photos too; the
// key with other content, from another user or to another call is refused and writes
// nothing, also in a race.
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { idOf, writeCounts } from '../../testing/rental-fixtures.js';
import {
  anna,
  annaContact,
  carla,
  createdId,
  oostContact,
  PNG_DATA,
  productOnLocation,
  rentalRequest,
  t,
  setUpRentalRequestTests,
} from './rental-request-context.js';

setUpRentalRequestTests();

describe('the Idempotency-Key', () => {
  const REPAIR = '/customer/articles/product/request/repair';
  const reused = { status: 'error', message: MESSAGES.idempotencyKeyReused, response: null };
  let freeCase: number;
  let freeProduct: number;
  let oostProduct: number;
  beforeAll(async () => {
    freeCase = await idOf(
      t.db,
      `SELECT r.id FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'ACTIVE' AND r.barcode NOT LIKE 'VH-DEMO-%'
         AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = r.id)
       ORDER BY r.id LIMIT 1 OFFSET 2`,
    );
    const productOf = (organisation: string) =>
      idOf(
        t.db,
        `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
         WHERE o.name = $1 AND p.status = 'ACTIVE' AND p.depot_status IS NULL
           AND p.location_id IS NOT NULL AND p.id <> $2
           AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = p.id
             AND c.type NOT LIKE 'RENTAL%')
         ORDER BY p.id LIMIT 1`,
        [organisation, productOnLocation],
      );
    freeProduct = await productOf('Zorggroep De Linde');
    oostProduct = await productOf('Thuiszorg Oost');
  });

  const repairOf = (over: Record<string, unknown> = {}) => ({
    sourceId: freeCase,
    requestType: 'REPAIR-RENTAL',
    description: 'De motor van het bed maakt een tikkend geluid.',
    files: [{ name: 'motor.png', file: PNG_DATA }],
    contactId: annaContact,
    ...over,
  });
  const send = (path: string, token: string, key: string, body: unknown) =>
    t.call('PUT', path, { token, body, headers: { [IDEMPOTENCY_HEADER]: key } });

  it('answers the same request sent again, photos too, with its first answer', async () => {
    const before = await writeCounts(t.db);
    const first = await send(REPAIR, anna, 'repair-key-1', repairOf());
    createdId(first.json);
    // the photo arrives again (staged anew) and the keys in another order: the same request
    const { files, ...rest } = repairOf();
    const again = await send(REPAIR, anna, 'repair-key-1', { files, ...rest });
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual(first.json);
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
    expect(after.files).toBe((before.files ?? 0) + 1);
  });

  it('refuses the key with other content, from another user or to another call, and writes nothing', async () => {
    const first = await send(REPAIR, anna, 'repair-key-1', repairOf());
    const before = await writeCounts(t.db);
    // the same photo with bytes after its end: another file of the same kind and name
    const photo = Buffer.from(PNG_DATA.split(',')[1] ?? '', 'base64');
    const otherPhoto = `data:image/png;base64,${Buffer.concat([photo, Buffer.from('x')]).toString('base64')}`;
    for (const [path, token, body] of [
      [REPAIR, anna, repairOf({ description: 'Het hek zit los.' })],
      [REPAIR, anna, repairOf({ files: [{ name: 'motor.png', file: otherPhoto }] })],
      [REPAIR, anna, repairOf({ files: [] })],
      [REPAIR, carla, repairOf({ contactId: oostContact })],
      ['/customer/rentals/request/article', anna, rentalRequest()],
    ] as const) {
      const answer = await send(path, token, 'repair-key-1', body);
      expect([answer.statusCode, answer.json]).toEqual([422, reused]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
    // the request itself, sent once more, still has its first answer
    expect((await send(REPAIR, anna, 'repair-key-1', repairOf())).json).toEqual(first.json);
  });

  it("refuses a user's key aimed at another organisation's product instead of claiming success", async () => {
    const own = await send(
      REPAIR,
      anna,
      'product-key-1',
      repairOf({ requestType: 'REPAIR-DEPOT', sourceId: freeProduct, files: [] }),
    );
    createdId(own.json);
    const before = await writeCounts(t.db);
    const aimed = await send(
      REPAIR,
      anna,
      'product-key-1',
      repairOf({ requestType: 'REPAIR-DEPOT', sourceId: oostProduct, files: [] }),
    );
    expect([aimed.statusCode, aimed.json]).toEqual([422, reused]);
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('lets one of two requests with one key and other content through at the same time', async () => {
    const before = await writeCounts(t.db);
    const answers = await Promise.all(
      ['Eerst', 'Tegelijk'].map((comments) =>
        send(
          '/customer/rentals/request/article',
          anna,
          'rental-key-race',
          rentalRequest({ comments }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
  });
});
