// Passkeys (issue 40 §2) in Chromium with its virtual authenticator (the DevTools
// protocol's WebAuthn domain through Playwright's CDP session: ctap2, internal transport,
// resident keys, user verification): Anna adds a passkey on 'Passkeys' in the user menu
// and notes her recovery code, signs out, signs in with her password plus the passkey and
// with the passkey alone; an organisation that requires two factors (the admin CLI) makes
// Carla add one after her password before anything else, and her recovery code signs her
// in once instead of it; a removed passkey is refused. A portal of this file's own, on
// `localhost` (WebAuthn takes no IP address as its RP ID), so no other test sees passkeys.
import type { Browser, CDPSession, Page, TestInfo } from '@playwright/test';
import { MESSAGES, PASSKEY_TEXTS, SHELL_TEXTS } from '@portal/shared/rules';
import { ACCOUNTS, DEMO_PASSWORD, type TAccountName } from '../../support/accounts';
import { runAdminOn } from '../../support/admin-cli';
import { expect, test } from '../../support/fixtures';
import { PASSWORD_LABEL } from '../../support/labels';
import { saveShot, seriousAxeViolations, smallTapTargets } from '../../support/layout-checks';
import { startOwnApi, type TOwnApi } from '../../support/release-server';
import { PASSKEYS_SERVER_PORT } from '../../support/servers';

const NAME = 'passkeys';
const ORIGIN = `http://localhost:${PASSKEYS_SERVER_PORT}`;

let api: TOwnApi;
let anna: TBrowser;
let carla: TBrowser;
let annaRecoveryCode = '';

/** A browser of one user: its page and the virtual authenticator that holds her passkeys. */
type TBrowser = { page: Page; cdp: CDPSession; authenticatorId: string };

// why bypassCSP: axe-core is injected as a script the portal's CSP would refuse.
test.use({ baseURL: ORIGIN, bypassCSP: true });
// why: one portal for the file, and the passkeys one test adds are the next one's.
test.describe.configure({ mode: 'serial' });

async function browserWithAuthenticator(browser: Browser): Promise<TBrowser> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'nl-NL', bypassCSP: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

async function credentialsOf({ cdp, authenticatorId }: TBrowser) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  api = await startOwnApi(NAME, PASSKEYS_SERVER_PORT, [
    'PASSKEY_RP_ID=localhost',
    `PASSKEY_ORIGINS=${ORIGIN}`,
  ]);
  anna = await browserWithAuthenticator(browser);
  carla = await browserWithAuthenticator(browser);
});
test.afterAll(async () => {
  await anna?.page.context().close();
  await carla?.page.context().close();
  await api?.stop();
});

async function checkLayout(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await smallTapTargets(page), `44 px targets at ${width} px`).toEqual([]);
    expect(await seriousAxeViolations(page), `axe at ${width} px`).toEqual([]);
    await saveShot(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function typePassword(page: Page, account: TAccountName) {
  await page.goto('/auth/login');
  await page.getByLabel(/^Gebruikersnaam of e-mailadres/).fill(ACCOUNTS[account].email);
  await page.getByLabel(PASSWORD_LABEL).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

async function openUserMenuItem(page: Page, account: TAccountName, item: string) {
  await page.getByRole('button', { name: new RegExp(ACCOUNTS[account].fullName) }).click();
  await page
    .getByRole('navigation', { name: SHELL_TEXTS.userMenuLabel })
    .getByRole('link', { name: item })
    .click();
}

async function signOut(page: Page, account: TAccountName) {
  await openUserMenuItem(page, account, SHELL_TEXTS.logout);
  await expect(page).toHaveURL(/\/auth\/login$/);
}

const home = (page: Page) => expect(page.getByRole('heading', { name: /^Welkom/ })).toBeVisible();

/** The recovery code as the page shows it once: five groups of four. */
async function shownRecoveryCode(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: PASSKEY_TEXTS.recoveryCodeTitle })).toBeVisible();
  const shown = page.getByText(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/);
  await expect(shown).toBeVisible();
  return (await shown.innerText()).replace(/\s/g, '');
}

test('adds a passkey in the user menu, signs out, and signs in with password plus passkey', async () => {
  const testInfo = test.info();
  const { page } = anna;
  // Before any passkey the sign-in page is the spec's: no passkey button.
  await page.goto('/auth/login');
  await expect(page.getByLabel(PASSWORD_LABEL)).toBeVisible();
  await expect(page.getByRole('button', { name: PASSKEY_TEXTS.passwordlessButton })).toHaveCount(0);
  await typePassword(page, 'anna');
  await home(page);

  await openUserMenuItem(page, 'anna', PASSKEY_TEXTS.pageTitle);
  await expect(
    page.getByRole('heading', { name: PASSKEY_TEXTS.pageTitle, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(PASSKEY_TEXTS.none)).toBeVisible();
  await checkLayout(page, testInfo, 'passkeys-page-empty');
  await page.getByLabel(PASSKEY_TEXTS.nameLabel).fill('Telefoon van Anna');
  await page.getByRole('button', { name: PASSKEY_TEXTS.addButton }).click();
  annaRecoveryCode = await shownRecoveryCode(page);
  await expect(page.getByText(MESSAGES.passkeyAdded)).toBeVisible();
  await checkLayout(page, testInfo, 'passkeys-page-recovery-code');
  await page.getByRole('button', { name: PASSKEY_TEXTS.recoveryCodeDone }).click();
  await expect(page.getByRole('heading', { name: PASSKEY_TEXTS.recoveryCodeTitle })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Telefoon van Anna' })).toBeVisible();
  // The form is ready for another passkey.
  await expect(page.getByRole('button', { name: PASSKEY_TEXTS.addButton })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page.getByText(PASSKEY_TEXTS.neverUsed)).toBeVisible();
  expect(await credentialsOf(anna)).toHaveLength(1);

  await signOut(page, 'anna');
  await typePassword(page, 'anna');
  await expect(page.getByText(PASSKEY_TEXTS.verifyIntro)).toBeVisible();
  await checkLayout(page, testInfo, 'passkey-second-step');
  await page.getByRole('button', { name: PASSKEY_TEXTS.verifyButton }).click();
  await home(page);
  expect((await credentialsOf(anna))[0]?.signCount).toBeGreaterThan(0);
});

test('signs in with the passkey alone', async () => {
  const testInfo = test.info();
  const { page } = anna;
  await signOut(page, 'anna');
  const button = page.getByRole('button', { name: PASSKEY_TEXTS.passwordlessButton });
  await expect(button).toBeVisible();
  await checkLayout(page, testInfo, 'login-with-passkey-button');
  await button.click();
  await home(page);
  await openUserMenuItem(page, 'anna', PASSKEY_TEXTS.pageTitle);
  await expect(page.getByText(/Laatst gebruikt op \d/)).toBeVisible();
});

test('an organisation that requires two factors makes its user add a passkey after her password; her recovery code signs her in once', async () => {
  const testInfo = test.info();
  const set = runAdminOn(NAME, {}, 'two-factors', '--org', ACCOUNTS.carla.org);
  expect(set).toContain('requires two factors');
  const { page } = carla;
  await typePassword(page, 'carla');
  await expect(page.getByText(PASSKEY_TEXTS.enrolIntro)).toBeVisible();
  await checkLayout(page, testInfo, 'passkey-enrol-step');
  await page.getByLabel(PASSKEY_TEXTS.nameLabel).fill('Sleutel');
  await page.getByRole('button', { name: PASSKEY_TEXTS.addButton }).click();
  const code = await shownRecoveryCode(page);
  await checkLayout(page, testInfo, 'passkey-enrol-recovery-code');
  await page.getByRole('button', { name: PASSKEY_TEXTS.recoveryCodeDone }).click();
  await home(page);
  expect(await credentialsOf(carla)).toHaveLength(1);

  // Once: the next sign-in asks for the passkey; the recovery code stands in for it once.
  await signOut(page, 'carla');
  await typePassword(page, 'carla');
  await page.getByRole('button', { name: PASSKEY_TEXTS.useRecoveryCode }).click();
  await page.getByLabel(PASSKEY_TEXTS.recoveryLabel).fill(code.toLowerCase());
  await page.getByRole('button', { name: PASSKEY_TEXTS.recoveryButton }).click();
  await home(page);
  await signOut(page, 'carla');
  await typePassword(page, 'carla');
  await page.getByRole('button', { name: PASSKEY_TEXTS.useRecoveryCode }).click();
  await page.getByLabel(PASSKEY_TEXTS.recoveryLabel).fill(code);
  await page.getByRole('button', { name: PASSKEY_TEXTS.recoveryButton }).click();
  await expect(page.getByText(MESSAGES.recoveryCodeRefused)).toBeVisible();
  await page.getByRole('button', { name: PASSKEY_TEXTS.backToPasskey }).click();
  await page.getByRole('button', { name: PASSKEY_TEXTS.verifyButton }).click();
  await home(page);

  // Her organisation requires it: the last passkey stays.
  await openUserMenuItem(page, 'carla', PASSKEY_TEXTS.pageTitle);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: PASSKEY_TEXTS.removeLabel('Sleutel') }).click();
  await expect(page.getByText(MESSAGES.passkeyLastRequired)).toBeVisible();
});

test('a removed passkey is refused', async () => {
  const { page } = anna;
  await page.goto('/passkeys');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: PASSKEY_TEXTS.removeLabel('Telefoon van Anna') }).click();
  await expect(page.getByText(MESSAGES.passkeyRemoved)).toBeVisible();
  await expect(page.getByText(PASSKEY_TEXTS.none)).toBeVisible();
  // The phone still holds it; the portal no longer takes it.
  expect(await credentialsOf(anna)).toHaveLength(1);
  await signOut(page, 'anna');
  await page.getByRole('button', { name: PASSKEY_TEXTS.passwordlessButton }).click();
  await expect(page.getByText(MESSAGES.passkeyRefused)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Without a passkey her password alone signs her in again, as the spec's page does.
  await typePassword(page, 'anna');
  await home(page);
  expect(annaRecoveryCode).not.toBe('');
});
