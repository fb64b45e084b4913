// A case's or an aid's running requests (issue 38) as the api answers them and as its page
// shows them ('Lopende aanvragen'), for the rentals and articles tests.
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { callResponse } from './api-call';
import { saveShot, seriousAxeViolations } from './layout-checks';

/**
 * The phone of issue 38's tasks: 390 px with touch. bypassCSP because axe-core is injected
 * as a script the portal's CSP would refuse.
 */
export const PHONE_WITH_AXE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  bypassCSP: true,
};

export type TRunningRequest = {
  customerRequestId: number;
  type: string;
  createDate: string;
  status: 'OPEN' | 'PROCESSING';
};

/** GET /customer/requests/running/{subject}/{id}. */
export async function runningRequests(
  request: APIRequestContext,
  token: string,
  subject: 'rentalCase' | 'product',
  id: number,
): Promise<TRunningRequest[]> {
  const answer = await callResponse<{ requests: TRunningRequest[] }>(
    request,
    token,
    'GET',
    `/customer/requests/running/${subject}/${id}`,
  );
  return answer.requests;
}

/** The page's 'Lopende aanvragen' section. */
export function runningSection(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Lopende aanvragen' });
}

/** 'dd-MM-yyyy' of an ISO date-time in Amsterdam, as the portal shows dates. */
export function shownDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

const STATUS = { OPEN: 'Open', PROCESSING: 'In behandeling' } as const;

/**
 * The section lists exactly `expected`, newest first: per request its type as a link to
 * its details (44 px high), its date and its status in words.
 */
export async function expectRunningRequests(
  page: Page,
  expected: readonly { request: TRunningRequest; typeLabel: string }[],
): Promise<void> {
  const items = runningSection(page).getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  for (const [index, { request, typeLabel }] of expected.entries()) {
    const item = items.nth(index);
    const tab = request.status === 'PROCESSING' ? 'processing' : 'open';
    const link = item.getByRole('link', {
      name: `${typeLabel}, aanvraag ${request.customerRequestId}`,
    });
    await expect(link).toHaveAttribute(
      'href',
      `/requests/${tab}/details/${request.customerRequestId}`,
    );
    await expect(item).toContainText(shownDate(request.createDate));
    await expect(item).toContainText(STATUS[request.status]);
    const box = await link.boundingBox();
    expect(box?.height ?? 0, 'a 44 px target').toBeGreaterThanOrEqual(44);
  }
}

/**
 * The page shows exactly `expected` in its section, fits the 390 px phone, has no serious
 * axe violation, and its screenshot is kept as `shot`.
 */
export async function expectRunningOnPhonePage(
  page: Page,
  expected: readonly { request: TRunningRequest; typeLabel: string }[],
  testInfo: TestInfo,
  shot: string,
): Promise<void> {
  await expect(runningSection(page)).toBeVisible();
  await expectRunningRequests(page, expected);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling').toBeLessThanOrEqual(PHONE_WITH_AXE.viewport.width);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await saveShot(page, testInfo, shot);
}
