// The management contract against the one access table and the spec's route table, and
// the download by documentType: one page per document, bounded input.
import { describe, expect, it } from 'vitest';
import { MANAGEMENT_PAGE_KIND, RESOURCE_ACCESS, ROUTE_TABLE } from '../rules/index.js';
import {
  documentPage,
  MANAGEMENT_ROUTES,
  ZManagementExcelRequest,
  type TManagementPage,
} from './management.js';

const PAGES = Object.keys(MANAGEMENT_ROUTES) as TManagementPage[];

describe('the management pages', () => {
  it.each(PAGES)('%s: its route is the access table’s and the route table’s (level 1)', (page) => {
    const access = RESOURCE_ACCESS[MANAGEMENT_PAGE_KIND[page]];
    expect(access).toEqual({ route: MANAGEMENT_ROUTES[page], level: 1 });
    const route = ROUTE_TABLE.find((entry) => entry.path === MANAGEMENT_ROUTES[page]);
    expect(route?.level ?? 1).toBe(1);
    expect(route?.owner).toBe('management');
  });
});

describe('ZManagementExcelRequest', () => {
  it('knows the spec’s document types and names the page of each', () => {
    const page = (body: Record<string, unknown>) =>
      documentPage(ZManagementExcelRequest.parse(body));
    expect(page({ documentType: 'rental', tabType: 'RETURN' })).toBe('rental');
    expect(page({ documentType: 'rental-category', tabType: 'ACTIVE' })).toBe('activeRental');
    expect(page({ documentType: 'products location' })).toBe('productsLocation');
    expect(page({ documentType: 'products depot' })).toBe('productsDepot');
    expect(page({ documentType: 'repair', repairId: '12' })).toBe('repairs');
    expect(page({ documentType: 'depotdate', filters: { date: '2026-01-31' } })).toBe('depotDate');
    expect(
      page({
        documentType: 'rentalcost',
        filters: { fromMonth: 1, fromYear: 2024, toMonth: 3, toYear: 2024, locationId: 4 },
      }),
    ).toBe('rentalCost');
  });

  it('refuses what it does not know and what is unbounded', () => {
    const refused = (body: Record<string, unknown>) =>
      ZManagementExcelRequest.safeParse(body).success;
    expect(refused({ documentType: 'salaris' })).toBe(false);
    expect(refused({ documentType: 'rental', tabType: 'ACTIVE' })).toBe(false);
    expect(refused({ documentType: 'rentaldate', filters: {} })).toBe(false);
    expect(refused({ documentType: 'repair', repairId: 2_147_483_648 })).toBe(false);
    expect(refused({ documentType: 'repairs', filters: { serialNumber: 'a\u0000b' } })).toBe(false);
    expect(refused({ documentType: 'repairs', filters: { serialNumber: 'x'.repeat(101) } })).toBe(
      false,
    );
    expect(refused({ documentType: 'depot', filters: { dateFrom: '26-01-2026' } })).toBe(false);
  });
});
