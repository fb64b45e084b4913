// Every area is a standard Module Federation 2.0 remote: a partner's intranet on another
// origin (examples/mf-host, a plain Vite page with @module-federation/runtime's
// createInstance) loads Aanvragen and Verhuur by the URLs of their mf-manifest.json and
// shows them with its own React, router and query client, under its own paths, calling the
// portal's API with the token it was given (ALLOWED_EMBED_ORIGINS allows its origin).
import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { exampleUrl, serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

const PORTAL = serverUrl('main');
const HOST = exampleUrl('host');

/** Opens the intranet at `path` with a portal token, as the partner's sign-in would give. */
async function openIntranet(page: Page, path: string): Promise<void> {
  const answer = await page.request.post(`${PORTAL}/Rest/Pwa/auth/login`, {
    data: { emailaddress: ACCOUNTS.anna.email, password: DEMO_PASSWORD },
  });
  const { auth } = (await answer.json()) as { auth: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('portal-token', token), auth.token);
  await page.goto(`${HOST}${path}?portal=${encodeURIComponent(PORTAL)}`);
}

/**
 * Each share of the intranet's Module Federation scope: whose it is, who uses it, and for
 * react whether it is the intranet's own module object.
 */
function shareScope(page: Page) {
  return page.evaluate(() => {
    type TShared = { from: string; useIn: string[]; lib?: () => unknown };
    const host = (
      window as unknown as {
        partnerHost: {
          React: unknown;
          federation: { shareScopeMap: Record<string, Record<string, Record<string, TShared>>> };
        };
      }
    ).partnerHost;
    return Object.entries(host.federation.shareScopeMap.default ?? {}).map(([name, versions]) => ({
      name,
      versions: Object.values(versions).map((shared) => ({
        from: shared.from,
        useIn: shared.useIn,
        isHostModule: name === 'react' ? shared.lib?.() === host.React : null,
      })),
    }));
  });
}

test('a partner host shows Aanvragen in its own router and query client, with its React', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openIntranet(page, '/partner/aanvragen/open');

  const main = page.getByRole('main');
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  // The area's queries live in the intranet's query client (one react-query).
  await expect(page.getByTestId('host-queries')).not.toHaveText('0');

  // One instance of each library: the intranet's, used by the area.
  const scope = await shareScope(page);
  for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query']) {
    expect(scope.find((share) => share.name === name)?.versions, name).toEqual([
      expect.objectContaining({ from: 'partner_intranet', useIn: ['requests'] }),
    ]);
  }
  expect(scope.find((share) => share.name === 'react')?.versions[0]?.isHostModule).toBe(true);

  // A details page: the area's link goes through the intranet's router, under its path.
  const firstId = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/partner/aanvragen/open/details/${firstId}$`));
  await expect(page.getByTestId('host-location')).toHaveText(
    `/partner/aanvragen/open/details/${firstId}`,
  );
  await expect(main.getByRole('heading', { level: 1, name: 'Details aanvraag' })).toBeVisible();
  await expect(main.getByText(`Aanvraag ${firstId}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a partner host mounts Verhuur through its single-spa lifecycles at its own path', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Rest/Pwa/')) calls.push(request.url());
  });
  await openIntranet(page, '/partner/verhuur/active');

  const main = page.getByRole('main');
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The session is the portal user's, as identify describes her: level 2 shows the action.
  await expect(main.getByRole('link', { name: 'Nieuwe aanvraag verhuur' })).toBeVisible();
  expect(calls.every((url) => url.startsWith(`${PORTAL}/Rest/Pwa/`))).toBe(true);

  const id = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/partner/verhuur/active/details/${id}$`));
  await expect(main.getByRole('heading', { level: 1, name: `Dossier ${id}` })).toBeVisible();

  const react = (await shareScope(page)).find((share) => share.name === 'react');
  expect(react?.versions).toEqual([
    expect.objectContaining({ from: 'partner_intranet', isHostModule: true }),
  ]);
  expect(react?.versions[0]?.useIn).toContain('rentals');
});
