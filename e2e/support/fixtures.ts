// Typed fixtures: sign in through the real login call and put the auth record where the
// portal keeps it, so tests that are not about signing in start on a signed-in page.
import { test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type TAccountName } from './accounts';

type TAuthRecord = { token: string; fullName: string; permissions: Record<string, number> };

export async function signInViaApi(page: Page, account: TAccountName): Promise<TAuthRecord> {
  const answer = await page.request.post('/Rest/Pwa/auth/login', {
    data: { emailaddress: ACCOUNTS[account].email, password: DEMO_PASSWORD },
  });
  const body = (await answer.json()) as { status: string; auth?: TAuthRecord };
  expect(body.status, 'demo login succeeds').toBe('success');
  const auth = body.auth as TAuthRecord;
  // why: a same-origin document that is not the app, so nothing clears storage first.
  await page.goto('/config.json');
  await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), auth);
  return auth;
}

/**
 * The record of a session this worker already holds for `account` on this portal, if the
 * api still knows it (a test may have signed out or reset the password since), with the
 * account's permissions as they are now.
 */
async function sessionStillValid(page: Page, held: TAuthRecord): Promise<TAuthRecord | null> {
  const answer = await page.request.get('/Rest/Pwa/auth/identify', {
    headers: { 'X-Auth-Token': held.token },
  });
  if (!answer.ok()) return null;
  const body = (await answer.json()) as { status: string; response?: Omit<TAuthRecord, 'token'> };
  if (body.status !== 'success' || !body.response) return null;
  return { ...held, ...body.response, token: held.token };
}

export const test = base.extend<
  { signInAs: (account: TAccountName) => Promise<TAuthRecord> },
  { heldSessions: Map<string, TAuthRecord> }
>({
  // why: one sign-in per worker and account instead of one per test (issue 36): each costs
  // a password hash on the api and the login's answer floor, ~250 times a run.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  heldSessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  // why: a route handler still at work when a test ends (the rentals list's prefetch of the
  // next page, answered through route.fetch) throws "Target closed" once the page is gone.
  // Between two tests Playwright counts that as an error outside any test and skips the
  // next test (CI of 4408e34: "1 did not run"); inside the next test it fails that one.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  signInAs: async ({ page, baseURL, heldSessions }, use) => {
    await use(async (account) => {
      const key = `${baseURL ?? ''} ${account}`;
      const held = heldSessions.get(key);
      const valid = held ? await sessionStillValid(page, held) : null;
      if (!valid) {
        const auth = await signInViaApi(page, account);
        heldSessions.set(key, auth);
        return auth;
      }
      await page.goto('/config.json');
      await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), valid);
      return valid;
    });
  },
});

export { expect };
