// The rentals and requests calls as the signed-in user makes them, for what a test must know
// before or after it acts (which case to use, what the list answers, what was created).
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { callEnvelope as call } from './api-call';

export type TRentalTab = 'active' | 'waiting' | 'archive';
export type TRentalCaseRow = {
  rentalCaseId: number;
  displayName: string;
  startDate: string | null;
  endDate: string | null;
  departmentRoom: string | null;
  endUser: string | null;
  companyName: string | null;
  generalUse: number;
};

/** POST /customer/rentals/cases: one page of a tab (limitOffset is 1-based: page*10-9). */
export async function rentalCases(
  request: APIRequestContext,
  token: string,
  tabType: TRentalTab,
  filters: { limitOffset?: number; limitRows?: number; search?: string } = {},
): Promise<{ cases: TRentalCaseRow[]; totalCount: number }> {
  const body = await call<{ cases: TRentalCaseRow[]; totalCount: number }>(
    request,
    token,
    'POST',
    '/customer/rentals/cases',
    { tabType, filters: { limitOffset: 1, limitRows: 10, ...filters } },
  );
  expect(body.status, body.message ?? '').toBe('success');
  return body.response;
}

/** GET /customer/requests/checkpermission: whether the form of `requestType` may open. */
export async function mayRequest(
  request: APIRequestContext,
  token: string,
  sourceId: number,
  requestType: 'RENTAL-STOP' | 'REPAIR-RENTAL',
): Promise<boolean> {
  const body = await call<unknown>(
    request,
    token,
    'GET',
    `/customer/requests/checkpermission/${sourceId}/${requestType}`,
  );
  return body.status === 'success';
}

/**
 * Tests that change an active case each own a slot: the cases whose number leaves that
 * remainder by SLOTS. Numbers do not move when other tests send cases to waiting, so two
 * tests never pick the same case, whatever runs at the same time.
 */
const SLOTS = 8;
export const CASE_SLOTS = {
  retour: 0,
  retourPhone: 1,
  repair: 2,
  repairPhone: 3,
  offline: 4,
  backoffice: 5,
  /** Issue 38: a retour of two cases takes both from slots 6 and 7 (desktop only). */
  retourTwo: 6,
} as const;

/** The slot of a test that also runs at 360 px (@phone): another one per project. */
export function slotFor(
  testInfo: TestInfo,
  desktop: keyof typeof CASE_SLOTS,
  phone: keyof typeof CASE_SLOTS,
): number {
  return CASE_SLOTS[testInfo.project.name === 'phone' ? phone : desktop];
}

/** The first active case of `slot` (not a VH-DEMO one) whose `requestType` form may open. */
export async function pickActiveCase(
  request: APIRequestContext,
  token: string,
  slot: number,
  requestType: 'RENTAL-STOP' | 'REPAIR-RENTAL',
  /**
   * 'last': from the slot's highest case number down, for a second test that shares a slot
   * with one taking from the lowest up (the back office's inbox and live specs).
   */
  from: 'first' | 'last' = 'first',
): Promise<TRentalCaseRow> {
  const { cases } = await rentalCases(request, token, 'active', { limitRows: 100 });
  const candidates = cases
    .filter((row) => row.rentalCaseId % SLOTS === slot)
    .sort((a, b) => (from === 'first' ? 1 : -1) * (a.rentalCaseId - b.rentalCaseId));
  for (const row of candidates) {
    const details = await call<{ details: { barcode: string | null } }>(
      request,
      token,
      'GET',
      `/customer/rentals/details/${row.rentalCaseId}`,
    );
    if (details.response?.details.barcode?.startsWith('VH-DEMO-')) continue;
    if (await mayRequest(request, token, row.rentalCaseId, requestType)) return row;
  }
  throw new Error(`no active case left in slot ${slot} for ${requestType}`);
}

/** The id of the active case with this barcode or serial number (QR lookup). */
export async function caseIdOfCode(
  request: APIRequestContext,
  token: string,
  barcode: string,
): Promise<number> {
  const body = await call<{ type: string; rentalcaseId: number | null }>(
    request,
    token,
    'POST',
    '/customer/articles/qrcode/find',
    { barcode },
  );
  expect(body.response?.type).toBe('rental');
  return body.response?.rentalcaseId ?? 0;
}

export type TCustomerRequestRow = { customerRequestId: number; type: string; createDate: string };

/** The newest open customer requests of one type (POST /customer/requests/overview). */
export async function openRequests(
  request: APIRequestContext,
  token: string,
  requestType: string,
): Promise<TCustomerRequestRow[]> {
  const body = await call<{ requests: TCustomerRequestRow[] }>(
    request,
    token,
    'POST',
    '/customer/requests/overview',
    { tabType: 'open', limitOffset: 1, limitRows: 50, requestType },
  );
  expect(body.status, body.message ?? '').toBe('success');
  return body.response.requests;
}

/** The submitted fields of one customer request, as 'title: value' lines. */
export async function requestFields(
  request: APIRequestContext,
  token: string,
  customerRequestId: number,
): Promise<string[]> {
  const body = await call<{
    details: { customData: Record<string, { title: string; value: string }> };
  }>(request, token, 'GET', `/customer/requests/details/${customerRequestId}`);
  expect(body.status, body.message ?? '').toBe('success');
  return Object.values(body.response.details.customData).map(
    (field) => `${field.title}: ${field.value}`,
  );
}
