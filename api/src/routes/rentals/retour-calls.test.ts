// The retour of rental cases: POST /customer/rentals/request/retour/cases (which cases may
// go with one) and PUT /customer/rentals/request/retour/process (the RENTAL-STOP request).
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { writeCounts } from '../../testing/rental-fixtures.js';
import {
  anna,
  annaContact,
  bram,
  createdId,
  demo1,
  demo2,
  demo3,
  inAMonth,
  notFound,
  oostCase,
  requestRow,
  t,
  setUpRentalRequestTests,
  woonzorg,
} from './rental-request-context.js';

setUpRentalRequestTests();

type TRetourCase = { rentalCaseId: number; isChecked: boolean; location: string | null };

describe('POST /customer/rentals/request/retour/cases', () => {
  it('lists the active cases of the same location, the given one checked', async () => {
    const answer = await t.call('POST', '/customer/rentals/request/retour/cases', {
      token: anna,
      body: { rentalCaseId: demo1 },
    });
    const { cases } = answer.json.response as { cases: TRetourCase[] };
    expect(cases[0]).toMatchObject({ rentalCaseId: demo1, isChecked: true });
    expect(cases.filter((c) => c.isChecked)).toHaveLength(1);
    expect(cases.map((c) => c.rentalCaseId)).toContain(demo2);
    expect(cases.every((c) => c.location === 'Woonzorgcentrum De Linde')).toBe(true);
    const [row] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM rental_cases
       WHERE location_id = $1 AND status = 'ACTIVE'`,
      [woonzorg],
    );
    expect(cases).toHaveLength(row?.count ?? -1);
  });

  it("answers another organisation's case like a missing one, and a case that is not active", async () => {
    for (const rentalCaseId of [oostCase, 999999]) {
      const answer = await t.call('POST', '/customer/rentals/request/retour/cases', {
        token: anna,
        body: { rentalCaseId },
      });
      expect(answer.json).toEqual(notFound);
    }
    const waiting = await t.call('POST', '/customer/rentals/request/retour/cases', {
      token: anna,
      body: { rentalCaseId: demo3 },
    });
    expect(waiting.json.message).toBe(MESSAGES.rentalCaseNotActive);
    const level1 = await t.call('POST', '/customer/rentals/request/retour/cases', {
      token: bram,
      body: { rentalCaseId: demo1 },
    });
    expect(level1.statusCode).toBe(403);
  });
});

describe('PUT /customer/rentals/request/retour/process', () => {
  const retour = (rentalCases: number[], over: Record<string, unknown> = {}) => ({
    rentalCases,
    retourDate: inAMonth(),
    comments: 'Ophalen bij de receptie',
    contactId: annaContact,
    ...over,
  });

  it("refuses another organisation's case, level 1, bad input and inactive cases, creating nothing", async () => {
    const before = await writeCounts(t.db);
    const foreign = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, oostCase]),
    });
    expect(foreign.json).toEqual(notFound);
    const level1 = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: bram,
      body: retour([demo1]),
    });
    expect(level1.statusCode).toBe(403);
    const missing = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: { rentalCases: [], retourDate: '', contactId: null },
    });
    expect(missing.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          rentalCases: MESSAGES.required,
          retourDate: MESSAGES.required,
          comments: MESSAGES.required,
          contactId: MESSAGES.required,
        },
      },
    });
    const inactive = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, demo3]),
    });
    expect(inactive.json.message).toBe(MESSAGES.rentalCaseNotActive);
    const pastDate = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1], { retourDate: '2020-01-01' }),
    });
    expect(pastDate.json.response).toEqual({ fields: { retourDate: MESSAGES.invalidValue } });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('creates the retour and a RENTAL-STOP request, and moves the cases to waiting', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'retour-1' };
    const answer = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, demo2]),
      headers,
    });
    const id = createdId(answer.json);
    expect(await requestRow(id)).toMatchObject({
      type: 'RENTAL-STOP',
      location_from_id: woonzorg,
      location_to_id: null,
      source_id: demo1,
    });
    const statuses = await t.db.query<{ status: string }>(
      'SELECT status FROM rental_cases WHERE id = ANY ($1::int[]) ORDER BY id',
      [[String(demo1), String(demo2)]],
    );
    expect(statuses).toEqual([{ status: 'WAITING' }, { status: 'WAITING' }]);
    const waiting = await t.call('POST', '/customer/rentals/cases', {
      token: anna,
      body: { tabType: 'waiting', filters: { limitOffset: 1, limitRows: 100, search: 'SN-DEMO' } },
    });
    const ids = (waiting.json.response as { cases: { rentalCaseId: number }[] }).cases.map(
      (c) => c.rentalCaseId,
    );
    expect(ids).toEqual(expect.arrayContaining([demo1, demo2]));
    const detail = await t.call('GET', `/customer/rentals/details/${demo1}`, { token: anna });
    expect(detail.json.response).toMatchObject({ details: { statusDisplay: 'In behandeling' } });
    // the same key again answers the first answer; without it the cases are no longer active
    const again = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, demo2]),
      headers,
    });
    expect(again.json).toEqual(answer.json);
    const later = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1]),
    });
    expect(later.json.message).toBe(MESSAGES.rentalCaseNotActive);
  });
});
