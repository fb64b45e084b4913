// The shell hosts a Module Federation remote built elsewhere: the 'areas' portal's
// /remotes.json names the partner widget (examples/mf-remote-widget, built with
// @module-federation/vite by the test set-up, the shell untouched) by the URL of its
// mf-manifest.json on another origin, with its routes. The shell shows it in its menu,
// trail and title like its own areas, gives it its React, router and query client through
// the share scope and the session as props; the first load of another page fetches none
// of it, nor the federation runtime.
import type { Page, Request } from '@playwright/test';
import { exampleUrl, serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

test.use({ baseURL: serverUrl('areas') });

const WIDGET = exampleUrl('widget');

/** The requests of the page from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Is this a request of the widget, or of the shell's Module Federation runtime? */
function isFederated(request: Request): boolean {
  const url = request.url();
  return url.startsWith(WIDGET) || /mf-manifest|\/assets\/federated-remotes-/.test(url);
}

/**
 * Has the page evaluated @module-federation/runtime? Its first evaluation defines
 * `__FEDERATION__` on the window, in whatever chunk the bundler put it.
 */
function hasFederationRuntime(page: Page): Promise<boolean> {
  return page.evaluate(() => '__FEDERATION__' in window);
}

test('the first load of /home fetches neither the widget nor the federation runtime', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  const requests = recordRequests(page);
  await page.goto('/home');
  await expect(page.getByRole('main').getByText('Anna de Vries')).toBeVisible();
  // why: what the page loads once it is idle counts too (a prefetch, a lazy chunk).
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isFederated).map((request) => request.url())).toEqual([]);
  expect(await hasFederationRuntime(page)).toBe(false);
  // The menu already offers the area: its routes come from /remotes.json, not its code.
  await page.getByRole('button', { name: /Anna de Vries/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Partner' }),
  ).toBeVisible();
  expect(requests.filter(isFederated)).toEqual([]);
});

test('the widget shows in the shell with the signed-in session, like an area of its own', async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('anna');
  const open = await page.request.post('/Rest/Pwa/customer/requests/overview', {
    headers: { 'X-Auth-Token': token },
    data: { tabType: 'open', limitOffset: 1, limitRows: 1 },
  });
  const { totalCount } = ((await open.json()) as { response: { totalCount: number } }).response;
  const requests = recordRequests(page);
  await page.goto('/home');
  await page.getByRole('button', { name: /Anna de Vries/ }).click();
  await page
    .getByRole('navigation', { name: 'Gebruikersmenu' })
    .getByRole('link', { name: 'Partner' })
    .click();

  // Its declared redirect, page title and trail.
  await expect(page).toHaveURL(/\/partner\/overzicht$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Partnerwidget' })).toBeVisible();
  await expect(page).toHaveTitle(/^Open aanvragen – Partner – /);
  await expect(
    page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Partner' }),
  ).toBeVisible();
  // It called the portal's API with the token the shell gave it, and shows the answer.
  await expect(main.getByTestId('open-requests')).toHaveText(String(totalCount));
  await expect(main.getByText('Open aanvragen van Anna de Vries')).toBeVisible();
  const widgetCall = requests.find((request) =>
    request.url().endsWith('/Rest/Pwa/customer/requests/overview'),
  );
  expect(await widgetCall?.headerValue('x-auth-token')).toBe(token);
  // In the shell's router (one react-router): its relative route resolves under /partner.
  await expect(main.getByTestId('widget-href')).toHaveText('/partner/overzicht');
  expect(requests.some((request) => request.url().startsWith(`${WIDGET}/`))).toBe(true);
  expect(requests.some((request) => /\/assets\/federated-remotes-/.test(request.url()))).toBe(true);
  expect(await hasFederationRuntime(page)).toBe(true);

  // Its link to a portal page is a navigation of the shell, not a new page.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await main.getByRole('link', { name: 'Naar de open aanvragen' }).click();
  await expect(page).toHaveURL(/\/requests\/open$/);
  await expect(main.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
});

test('a user without the right to the widget does not get it', async ({ page, signInAs }) => {
  await signInAs('bram');
  await page.goto('/home');
  await page.getByRole('button', { name: /Bram Jansen/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Partner' }),
  ).toHaveCount(0);
  await page.goto('/partner/overzicht');
  await expect(page).toHaveURL(/\/noaccess$/);
});
