// What a page of 'Op locatie' or 'In depot' asks the api (spec 001 §3, §7): the tab, the
// page as offset and rows, and only the filters that narrow, as the api takes them. The
// empty answer is requiredResponse's own test (@portal/shared/client).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../testing/render-area';
import { EMPTY_PRODUCT_FILTERS, filtersFor, getProducts } from './get-products';

afterEach(() => vi.unstubAllGlobals());

const OVERVIEW = 'POST /customer/articles/overview';

async function bodySent(params: Parameters<typeof getProducts>[0]) {
  const api = mockApi({ [OVERVIEW]: ok({ products: [], totalCount: 0 }) });
  await getProducts(params);
  expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([OVERVIEW]);
  return api.calls[0]?.body;
}

describe('getProducts', () => {
  it('sends the tab and the page, and no filter the user left empty', async () => {
    expect(
      await bodySent({ placement: 'location', page: 3, filters: EMPTY_PRODUCT_FILTERS }),
    ).toEqual({ tabType: 'location', filters: { limitOffset: 21, limitRows: 10 } });
  });

  it('sends ids as numbers, texts trimmed, and leaves out what is no id or only spaces', async () => {
    const body = await bodySent({
      placement: 'depot',
      page: 1,
      filters: {
        ...EMPTY_PRODUCT_FILTERS,
        search: '  rolstoel ',
        sortBy: 'serialNumber',
        sortDirection: 'desc',
        categoryId: '7',
        locationId: '0',
        warehouseId: 'abc',
        clientName: '  Jansen ',
        serialNumber: '   ',
        frameNumber: 'FR-1',
        registrationDateFrom: '2026-01-01',
        registrationDateTo: '2026-02-01',
        quality: 'GOOD',
      },
    });
    expect(body).toEqual({
      tabType: 'depot',
      filters: {
        limitOffset: 1,
        limitRows: 10,
        search: 'rolstoel',
        sortBy: 'serialNumber',
        sortDirection: 'desc',
        categoryId: 7,
        clientName: 'Jansen',
        frameNumber: 'FR-1',
        registrationDateFrom: '2026-01-01',
        registrationDateTo: '2026-02-01',
        quality: 'GOOD',
      },
    });
  });

  it("narrows 'Op locatie' by location and 'In depot' by depot, never by the other tab's", async () => {
    const stored = { ...EMPTY_PRODUCT_FILTERS, locationId: '4', warehouseId: '9' };
    const sent = async (placement: 'location' | 'depot') =>
      (await bodySent({ placement, page: 1, filters: filtersFor(placement, stored) })) as {
        filters: Record<string, unknown>;
      };
    const location = await sent('location');
    expect(location.filters).toMatchObject({ locationId: 4 });
    expect(location.filters).not.toHaveProperty('warehouseId');
    const depot = await sent('depot');
    expect(depot.filters).toMatchObject({ warehouseId: 9 });
    expect(depot.filters).not.toHaveProperty('locationId');
  });
});
