// PUT /customer/rentals/request/article: the rental request, its customer request with the
// custom data, the refusals that write nothing, and its Idempotency-Key (the key's other
// cases: request-idempotency.test.ts).
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { writeCounts } from '../../testing/rental-fixtures.js';
import {
  anker,
  anna,
  annaContact,
  bram,
  carla,
  createdId,
  oostContact,
  parentCategory,
  rentalRequest,
  requestRow,
  t,
  setUpRentalRequestTests,
  wheelchairs,
  woonzorg,
} from './rental-request-context.js';

setUpRentalRequestTests();

const DUTCH = /^\d{2}-\d{2}-\d{4}$/;

describe('PUT /customer/rentals/request/article', () => {
  it('creates the rental request and its RENTAL-REQUEST customer request with the custom data', async () => {
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
    });
    const id = createdId(answer.json);
    const row = await requestRow(id);
    expect(row).toMatchObject({
      type: 'RENTAL-REQUEST',
      status: 'OPEN',
      location_to_id: woonzorg,
      location_from_id: null,
      contact_id: annaContact,
    });
    expect(row?.custom_data.map((f) => f.title)).toEqual([
      'Artikelen',
      'Matrasmaat',
      'Gewenste leverdatum',
      'Spoed',
      'Locatie',
      'Afdeling',
      'Kamer',
      'Cliënt',
      'Geboortedatum',
      'Eigen referentie',
      'Contactpersoon',
      'Opmerkingen',
    ]);
    const value = (key: string) => row?.custom_data.find((f) => f.key === key)?.value;
    expect(value('articles')).toBe(
      '2 x Hoog-laagbed (€ 4,50 per dag), 1 x Rolstoel (€ 1,95 per dag)',
    );
    expect(value('deliverDate')).toMatch(DUTCH);
    expect(value('birthDate')).toBe('17-05-1941');
    expect(value('urgency')).toBe('Ja');
    expect(value('location')).toBe('Woonzorgcentrum De Linde');
    expect(value('contact')).toBe('Anna de Vries');
    const articles = await t.db.query<{ name: string; amount: number }>(
      `SELECT a.name, a.amount FROM rental_request_articles a
       JOIN rental_requests r ON r.id = a.rental_request_id
       WHERE r.customer_request_id = $1 ORDER BY a.id`,
      [id],
    );
    expect(articles).toEqual([
      { name: 'Hoog-laagbed', amount: 2 },
      { name: 'Rolstoel', amount: 1 },
    ]);
    const steps = await t.db.query('SELECT 1 FROM customer_request_process WHERE request_id = $1', [
      id,
    ]);
    expect(steps).toHaveLength(1);
  });

  it('records general use instead of a client', async () => {
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ generalUse: true, departmentId: null, room: null }),
    });
    const row = await requestRow(createdId(answer.json));
    const titles = row?.custom_data.map((f) => f.title) ?? [];
    expect(titles).toContain('Algemeen gebruik');
    expect(titles).not.toContain('Cliënt');
    expect(titles).not.toContain('Geboortedatum');
    expect(titles).not.toContain('Afdeling');
  });

  it('asks for a mattress size when a chosen category needs one, and creates nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ measurementsBed: null }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.selectMattressSize,
      response: { fields: { measurementsBed: MESSAGES.required } },
    });
    expect(await writeCounts(t.db)).toEqual(before);
    const withoutBed = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({
        measurementsBed: null,
        articles: [
          { categoryId: wheelchairs, name: 'Rolstoel', amount: 1, key: 'r', priceDisplay: null },
        ],
      }),
    });
    expect(withoutBed.json.status).toBe('success');
  });

  it('refuses missing fields with Ongeldige invoer and creates nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({
        articles: [],
        locationId: null,
        deliverDate: '',
        contactId: undefined,
      }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          articles: MESSAGES.required,
          locationId: MESSAGES.required,
          deliverDate: MESSAGES.required,
          contactId: MESSAGES.required,
        },
      },
    });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it("refuses another organisation's location, department and contact, unknown or unrentable categories and impossible dates", async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: carla,
      body: rentalRequest({
        articles: [
          { categoryId: parentCategory, name: 'Bedden', amount: 1, key: 'a', priceDisplay: null },
          { categoryId: 999999, name: 'Onbekend', amount: 1, key: 'b', priceDisplay: null },
        ],
        deliverDate: '2020-02-28',
      }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          deliverDate: MESSAGES.invalidValue,
          locationId: MESSAGES.invalidValue,
          departmentId: MESSAGES.invalidValue,
          contactId: MESSAGES.invalidValue,
          'articles.0.categoryId': MESSAGES.invalidValue,
          'articles.1.categoryId': MESSAGES.invalidValue,
        },
      },
    });
    // a day that does not exist is refused by the contract's date type, before anything else
    const impossible = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ deliverDate: '2030-02-30' }),
    });
    expect(impossible.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { deliverDate: MESSAGES.invalidValue } },
    });
    const wrongDepartment = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ locationId: anker }),
    });
    expect(wrongDepartment.json.response).toEqual({
      fields: { departmentId: MESSAGES.invalidValue },
    });
    const oostOwn = await t.call('PUT', '/customer/rentals/request/article', {
      token: carla,
      body: rentalRequest({ contactId: oostContact, departmentId: null }),
    });
    expect(oostOwn.json.response).toEqual({ fields: { locationId: MESSAGES.invalidValue } });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('answers the stored first answer for the same Idempotency-Key and creates one request', async () => {
    const before = await writeCounts(t.db);
    const headers = { [IDEMPOTENCY_HEADER]: 'rental-key-1' };
    const first = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers,
    });
    const second = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers,
    });
    expect(second.json).toEqual(first.json);
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
    expect(after.rental_requests).toBe((before.rental_requests ?? 0) + 1);
    // another key is a new write (the key with other content: "the Idempotency-Key" below)
    const other = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers: { [IDEMPOTENCY_HEADER]: 'rental-key-2' },
    });
    expect(createdId(other.json)).not.toBe(createdId(first.json));
  });

  it('creates one request when the same key arrives twice at the same time', async () => {
    const before = await writeCounts(t.db);
    const send = () =>
      t.call('PUT', '/customer/rentals/request/article', {
        token: anna,
        body: rentalRequest(),
        headers: { [IDEMPOTENCY_HEADER]: 'rental-key-parallel' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.json).toEqual(first.json);
    expect(first.json.status).toBe('success');
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
  });

  it('does not keep the key of a refused write', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'rental-key-retry' };
    const refused = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ measurementsBed: null }),
      headers,
    });
    expect(refused.json.status).toBe('error');
    const retried = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers,
    });
    expect(retried.json.status).toBe('success');
  });

  it('refuses level 1 with 403 and creates nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: bram,
      body: rentalRequest(),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json.message).toBe(MESSAGES.forbidden);
    expect(await writeCounts(t.db)).toEqual(before);
  });
});
