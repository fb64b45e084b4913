// Single sign-on with an institution's own accounts (issue 40 §1) in Chromium: a real
// OpenID Connect provider (oidc-provider, api/src/testing/oidc-test-provider.ts) runs in
// this test's process on 127.0.0.1, a portal of this file's own links organisation
// 'Thuiszorg Oost' to it through the admin CLI, and a user types her address, signs in on
// the provider's page and lands on /home with her organisation's data; a second visit
// reuses her account and takes a group change; a state of another browser, a tampered
// state and an ID token of another sign-in (nonce) are refused with a Dutch message; the
// linked domain signs in at its provider only (api/src/auth/sso/README.md).
import { randomBytes } from 'node:crypto';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { AUTH_TEXTS, MESSAGES, SHELL_TEXTS, ssoButtonText } from '@portal/shared/rules';
import { startTestProvider, type TTestProvider } from '../../../api/src/testing/oidc-test-provider';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { runAdminOn } from '../../support/admin-cli';
import { expect, test } from '../../support/fixtures';
import { PASSWORD_LABEL } from '../../support/labels';
import { saveShot, seriousAxeViolations, smallTapTargets } from '../../support/layout-checks';
import { startOwnApi, type TOwnApi } from '../../support/release-server';
import { rentalCases } from '../../support/rentals-api';
import { SSO_SERVER_PORT } from '../../support/servers';

const NAME = 'sso';
const URL_OF_API = `http://127.0.0.1:${SSO_SERVER_PORT}`;
const KEY = randomBytes(32).toString('base64');
const ORG = ACCOUNTS.carla.org;
const PROVIDER_NAME = 'Thuiszorg Oost';
const INGRID = { sub: 'ingrid', email: 'ingrid@thuiszorgoost.nl', name: 'Ingrid Bakker' };
const GROUPS = {
  'portaal-beheer': { '*': 2 },
  'portaal-verhuur': { '/rentals': 1, '/requests': 1 },
};

let api: TOwnApi;
let provider: TTestProvider;
/** The active rental cases of Thuiszorg Oost, as Carla saw them with her password. */
let organisationCases: number[];
let carlaUserId: number;

// why bypassCSP: axe-core is injected as a script the portal's CSP would refuse.
test.use({ baseURL: URL_OF_API, bypassCSP: true });
// why: one portal and one provider for the file; the portal's start is most of the time.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  api = await startOwnApi(NAME, SSO_SERVER_PORT, [`SSO_SECRET_KEY=${KEY}`]);
  provider = await startTestProvider([`${api.url}/Rest/Pwa/auth/sso/callback`]);
  provider.accounts.set(INGRID.sub, {
    email: INGRID.email,
    name: INGRID.name,
    groups: ['portaal-verhuur'],
  });
  provider.accounts.set('carla', {
    email: ACCOUNTS.carla.email,
    name: ACCOUNTS.carla.fullName,
    groups: ['portaal-beheer'],
  });
  // Before the link Carla signs in with her password, as today.
  const request = await playwright.request.newContext({ baseURL: api.url });
  const login = await request.post('/Rest/Pwa/auth/login', {
    data: { emailaddress: ACCOUNTS.carla.email, password: DEMO_PASSWORD },
  });
  const body = (await login.json()) as { auth: { token: string; userId: number } };
  carlaUserId = body.auth.userId;
  const { cases } = await rentalCases(request, body.auth.token, 'active');
  organisationCases = cases.map((row) => row.rentalCaseId);
  expect(organisationCases.length).toBeGreaterThan(0);
  await request.dispose();

  const linked = runAdminOn(
    NAME,
    { SSO_SECRET_KEY: KEY, SSO_CLIENT_SECRET: provider.clientSecret, PUBLIC_URL: api.url },
    'sso-link',
    '--org',
    ORG,
    '--name',
    PROVIDER_NAME,
    '--issuer',
    provider.issuer,
    '--client-id',
    provider.clientId,
    '--domains',
    'thuiszorgoost.nl',
    '--groups',
    JSON.stringify(GROUPS),
    '--management-groups',
    'portaal-beheer',
  );
  expect(linked).toContain(
    `Redirect URL to register at the provider: ${api.url}/Rest/Pwa/auth/sso/callback`,
  );
  // why: the secret is given through the environment and never printed.
  expect(linked).not.toContain(provider.clientSecret);
});
test.afterAll(async () => {
  await provider?.stop();
  await api?.stop();
});

/** A tile of /home by its title (the area menu has a link of the same name). */
const homeTile = (page: Page, title: string) =>
  page.locator('a.ui-tile__link').filter({ hasText: title });

const addressField = (page: Page) => page.getByLabel(/^Gebruikersnaam of e-mailadres/);

/** The address step, 'Volgende', and the provider's button. */
async function toProviderButton(page: Page, email: string) {
  await page.goto('/auth/login');
  await addressField(page).fill(email);
  await page.getByRole('button', { name: AUTH_TEXTS.nextButton }).click();
  const button = page.getByRole('link', { name: ssoButtonText(PROVIDER_NAME) });
  await expect(button).toBeVisible();
  return button;
}

/** From the address to the provider's page, and signs in there as `login`. */
async function signInAtProvider(page: Page, email: string, login: string) {
  await (await toProviderButton(page, email)).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(provider.issuer));
  await page.getByLabel('User name').fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Another person's sign-in, run as a script does (fetch, a cookie jar per origin, no
 * redirect followed): from the portal's start to the provider's answer, the callback
 * address, which is not opened.
 */
async function strangersCallback(email: string, login: string): Promise<string> {
  const jars = new Map<string, Map<string, string>>();
  const step = async (url: string, form?: Record<string, string>) => {
    const origin = new URL(url).origin;
    const jar = jars.get(origin) ?? new Map<string, string>();
    jars.set(origin, jar);
    const answer = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = answer.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${answer.status}`);
    return new URL(location, url).href;
  };
  let next = await step(`${api.url}/Rest/Pwa/auth/sso/start?email=${encodeURIComponent(email)}`);
  next = await step(next);
  next = await step(next, { login });
  while (next.startsWith(provider.issuer)) next = await step(next);
  expect(next).toContain('/Rest/Pwa/auth/sso/callback?');
  return next;
}

async function expectRefused(page: Page, message: string) {
  await expect(page).toHaveURL(`${api.url}/auth/login`);
  await expect(page.getByText(message)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
}

async function storedAuth(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('auth') ?? 'null') as {
        token: string;
        userId: number;
        fullName: string;
        roles: string[];
        permissions: Record<string, number>;
      } | null,
  );
}

function usersWithEmail(email: string): string[] {
  return runAdminOn(NAME, {}, 'list-users')
    .split('\n')
    .filter((line) => line.includes(email));
}

async function checkLayout(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await smallTapTargets(page), `44 px targets at ${width} px`).toEqual([]);
    expect(await seriousAxeViolations(page), `axe at ${width} px`).toEqual([]);
    await saveShot(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: URL_OF_API, locale: 'nl-NL' });
  return context.newPage();
}

test('a new colleague signs in at her organisation, lands on /home with its data, and a second visit reuses her account', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  // Address first: no password field until the address is known to sign in with one.
  await expect(addressField(page)).toBeVisible();
  await expect(page.getByLabel(PASSWORD_LABEL)).toHaveCount(0);
  await checkLayout(page, testInfo, 'sso-address-step');

  await toProviderButton(page, INGRID.email);
  await expect(page.getByText(AUTH_TEXTS.ssoIntro)).toBeVisible();
  await checkLayout(page, testInfo, 'sso-provider-step');
  await page.getByRole('link', { name: ssoButtonText(PROVIDER_NAME) }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(provider.issuer));
  await page.getByLabel('User name').fill(INGRID.sub);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${api.url}/home`);
  await expect(
    page.getByRole('heading', { name: SHELL_TEXTS.greeting(INGRID.name) }),
  ).toBeVisible();
  const auth = await storedAuth(page);
  expect(auth).toMatchObject({
    fullName: INGRID.name,
    roles: ['customer'],
    permissions: GROUPS['portaal-verhuur'],
  });
  // Her organisation's rental cases, the ones Carla saw there before the link.
  const { cases } = await rentalCases(page.request, auth?.token ?? '', 'active');
  expect(cases.map((row) => row.rentalCaseId)).toEqual(organisationCases);
  await expect(homeTile(page, SHELL_TEXTS.tileTitles.rentals)).toBeVisible();
  await expect(homeTile(page, SHELL_TEXTS.tileTitles.articles)).toHaveCount(0);
  expect(usersWithEmail(INGRID.email)).toHaveLength(1);
  expect(usersWithEmail(INGRID.email)[0]).toContain(ORG);

  // Signed out of the portal only: the provider still knows her (its own session), and a
  // group change there counts at the next sign-in.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(`${api.url}/auth/login`);
  expect(await storedAuth(page)).toBeNull();
  provider.accounts.set(INGRID.sub, {
    email: INGRID.email,
    name: INGRID.name,
    groups: ['portaal-beheer'],
  });
  await (await toProviderButton(page, INGRID.email)).click();
  await expect(page).toHaveURL(`${api.url}/home`);
  const again = await storedAuth(page);
  expect(again?.userId).toBe(auth?.userId);
  expect(again).toMatchObject({ roles: ['customer', 'management'], permissions: { '*': 2 } });
  await expect(homeTile(page, SHELL_TEXTS.tileTitles.articles)).toBeVisible();
  expect(usersWithEmail(INGRID.email)).toHaveLength(1);
});

test('checks the authorization request: PKCE, state, nonce and the address as a hint', async ({
  page,
}) => {
  let authorize: URL | null = null;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(provider.issuer) && url.searchParams.has('code_challenge')) {
      authorize = url;
    }
  });
  await (await toProviderButton(page, INGRID.email)).click();
  await expect.poll(() => authorize).not.toBeNull();
  const params = (authorize as URL | null)?.searchParams;
  expect(params?.get('code_challenge_method')).toBe('S256');
  expect(params?.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(params?.get('state')).toMatch(/^[\w-]{43}$/);
  expect(params?.get('nonce')).toMatch(/^[\w-]{43}$/);
  expect(params?.get('login_hint')).toBe(INGRID.email);
  expect(params?.get('redirect_uri')).toBe(`${api.url}/Rest/Pwa/auth/sso/callback`);
});

test("refuses another browser's sign-in, a tampered state and a replay with a Dutch message", async ({
  page,
}, testInfo) => {
  // A stranger's sign-in handed to this browser (login CSRF): this browser did not start it.
  const callback = await strangersCallback(INGRID.email, INGRID.sub);
  const tampered = new URL(callback);
  tampered.searchParams.set('state', 'x'.repeat(43));
  await page.goto(tampered.href);
  await expectRefused(page, MESSAGES.ssoStateRefused);
  await checkLayout(page, testInfo, 'sso-refused');
  await page.goto(callback);
  await expectRefused(page, MESSAGES.ssoStateRefused);
  // Once seen, the provider's answer is not taken again.
  await page.goto(callback);
  await expectRefused(page, MESSAGES.ssoReplayRefused);
});

test('refuses an ID token of another sign-in (its nonce) with a Dutch message', async ({
  browser,
}) => {
  // why: a browser the provider does not know yet, so it shows its sign-in page again.
  const page = await freshPage(browser);
  provider.setTokenMode('wrong-nonce');
  try {
    await signInAtProvider(page, INGRID.email, INGRID.sub);
    await expectRefused(page, MESSAGES.ssoStateRefused);
  } finally {
    provider.setTokenMode('normal');
    await page.context().close();
  }
});

test('the linked domain signs in at its provider only; other organisations with their password', async ({
  page,
  browser,
}) => {
  // Carla's password, right as it is, no longer signs her in: the same refusal as a wrong one.
  const byPassword = await page.request.post('/Rest/Pwa/auth/login', {
    data: { emailaddress: ACCOUNTS.carla.email, password: DEMO_PASSWORD },
  });
  expect(await byPassword.json()).toMatchObject({
    status: 'error',
    message: MESSAGES.signInRefused,
  });
  // Through her organisation's provider she keeps her account (no second one).
  const carla = await freshPage(browser);
  await signInAtProvider(carla, ACCOUNTS.carla.email, 'carla');
  await expect(carla).toHaveURL(`${api.url}/home`);
  expect((await storedAuth(carla))?.userId).toBe(carlaUserId);
  expect(usersWithEmail(ACCOUNTS.carla.email)).toHaveLength(1);
  await carla.context().close();

  // An address of another organisation gets the password field, the address kept.
  await page.goto('/auth/login');
  await addressField(page).fill(ACCOUNTS.anna.email);
  await page.getByRole('button', { name: AUTH_TEXTS.nextButton }).click();
  await expect(page.getByLabel(PASSWORD_LABEL)).toBeFocused();
  await expect(addressField(page)).toHaveValue(ACCOUNTS.anna.email);
  await page.getByLabel(PASSWORD_LABEL).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(`${api.url}/home`);
  await expect(page.getByText(ACCOUNTS.anna.fullName).first()).toBeVisible();
});
