// What a page of a rentals tab asks the api (spec 001 §7): the tab, the page as offset and
// rows, the search and order, and the location only where one is chosen. The empty answer
// is requiredResponse's own test (@portal/shared/client).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../testing/render-area';
import { EMPTY_RENTAL_FILTERS, getRentalCases } from './get-rental-cases';

afterEach(() => vi.unstubAllGlobals());

const CASES = 'POST /customer/rentals/cases';

async function bodySent(params: Parameters<typeof getRentalCases>[0]) {
  const api = mockApi({ [CASES]: ok({ cases: [], totalCount: 0 }) });
  await getRentalCases(params);
  expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([CASES]);
  return api.calls[0]?.body;
}

describe('getRentalCases', () => {
  it('sends the tab and the page, and nothing the user left empty', async () => {
    expect(await bodySent({ tab: 'active', page: 2, filters: EMPTY_RENTAL_FILTERS })).toEqual({
      tabType: 'active',
      filters: { limitOffset: 11, limitRows: 10 },
    });
  });

  it('sends the search trimmed, the order, and a location as a number', async () => {
    const body = await bodySent({
      tab: 'archive',
      page: 1,
      filters: {
        search: ' de Linde  ',
        sortBy: 'startDate',
        sortDirection: 'asc',
        locationId: '12',
      },
    });
    expect(body).toEqual({
      tabType: 'archive',
      filters: {
        limitOffset: 1,
        limitRows: 10,
        search: 'de Linde',
        sortBy: 'startDate',
        sortDirection: 'asc',
        locationId: 12,
      },
    });
  });

  it('leaves out a location that is no id, and a direction without an order', async () => {
    for (const locationId of ['0', '-3', '1.5', 'abc']) {
      const body = await bodySent({
        tab: 'active',
        page: 1,
        filters: { ...EMPTY_RENTAL_FILTERS, sortDirection: 'desc', locationId },
      });
      expect(body).toEqual({ tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } });
    }
  });
});
