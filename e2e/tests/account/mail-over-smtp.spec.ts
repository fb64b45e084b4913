// The account mails through a real SMTP server (issue 37): a portal of this file's own
// sends with a password to an SMTP server the test starts; the admin CLI invites with the
// portal's recorded settings; the user registers through the mailed link, asks
// 'Wachtwoord vergeten', resets through the mailed link and signs in with the new password;
// the mail's HTML is shown in Chromium at 360 and 320 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { runAdminOnAsync, uniqueEmail } from '../../support/admin-cli';
import { expect, test } from '../../support/fixtures';
import { PASSWORD_LABEL } from '../../support/labels';
import { portalWithSmtp } from '../../support/portal-with-smtp';
import { MAIL_SERVER_PORT } from '../../support/servers';
import type { TReceivedMail } from '../../support/smtp-server';

const SMTP_PASSWORD = 'Smtp-Geheim/@:42';
const NAME = 'mail';
const FIRST_PASSWORD = 'Eerste-Wachtwoord-1';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-42';

const servers = portalWithSmtp(NAME, MAIL_SERVER_PORT, SMTP_PASSWORD);

/**
 * The CLI as the supplier's staff run it: the portal's database, no mail settings of its
 * own. why async: the SMTP server runs in this process and must answer while it sends.
 */
function admin(env: NodeJS.ProcessEnv, ...args: string[]) {
  return runAdminOnAsync(NAME, { SMTP_URL: undefined, PUBLIC_URL: undefined, ...env }, ...args);
}

/** The button's link of a mail, checked against the one in its plain-text part. */
function mailedLink(mail: TReceivedMail, kind: 'register' | 'reset'): string {
  const pattern = new RegExp(`${servers.api.url}/auth/${kind}/[A-Za-z0-9_-]+`);
  const fromHtml = pattern.exec(String(mail.parsed.html))?.[0];
  expect(fromHtml, 'the link in the HTML part').toBeTruthy();
  expect(mail.parsed.text ?? '').toContain(fromHtml as string);
  return fromHtml as string;
}

function checkEnvelope(mail: TReceivedMail): void {
  // The sender of the branding configuration (config/portal.json), not a name in the code.
  expect(mail.parsed.from?.value).toEqual([
    { name: 'Vitalis Zorghulpmiddelen', address: 'noreply@vitalis-zorg.nl' },
  ]);
  expect(mail.envelopeFrom).toBe('noreply@vitalis-zorg.nl');
  // The token travels in the body only, never in a header every relay logs.
  expect(mail.parsed.headers.has('x-portal-link')).toBe(false);
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByLabel(/^Herhaal wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Opslaan' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${servers.api.url}/auth/login`);
  await page.getByLabel(/gebruikersnaam/i).fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Shows the mail's HTML at `width` px; fails on sideways scrolling or small text. */
async function checkMailAt(page: Page, mail: TReceivedMail, width: number, testInfo: TestInfo) {
  await page.setViewportSize({ width, height: 800 });
  await page.setContent(String(mail.parsed.html), { waitUntil: 'load' });
  const sizes = await page.evaluate(() => {
    const root = document.documentElement;
    // why: only shown elements with text of their own (MJML's wrappers set font-size 0 for
    // spacing; the hidden preview line is 1 px).
    const texts = Array.from(document.querySelectorAll('body *')).filter(
      (el) =>
        el.getClientRects().length > 0 &&
        Array.from(el.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        ),
    );
    const button = Array.from(document.querySelectorAll('a')).find((a) =>
      /instellen/.test(a.textContent ?? ''),
    );
    const box = button?.getBoundingClientRect();
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      smallestFont: Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize))),
      buttonRight: box ? box.right : Infinity,
      buttonHeight: box ? box.height : 0,
    };
  });
  expect(sizes.scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(
    sizes.clientWidth,
  );
  // Readable: body text 16 px, the smallest (contact line) 13 px; the button whole and tappable.
  expect(sizes.smallestFont).toBeGreaterThanOrEqual(13);
  expect(sizes.buttonRight).toBeLessThanOrEqual(width);
  expect(sizes.buttonHeight).toBeGreaterThanOrEqual(44);
  const shot = await page.screenshot({ fullPage: true });
  await testInfo.attach(`mail-${width}px.png`, { body: shot, contentType: 'image/png' });
  if (process.env.UI_SHOTS_DIR) {
    mkdirSync(process.env.UI_SHOTS_DIR, { recursive: true });
    await page.screenshot({
      fullPage: true,
      path: join(
        process.env.UI_SHOTS_DIR,
        `mail-${mail.parsed.subject?.slice(0, 20)}-${width}.png`,
      ),
    });
  }
}

test('invite, register, forgot and reset through the mailed links of a real SMTP server', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('smtp');
  const inviteArgs = [
    'invite',
    '--org',
    'Zorggroep De Linde',
    '--email',
    email,
    '--name',
    'Şükran Wiśniewska',
    '--permissions',
    '{"/requests":1}',
  ];

  // Without the password the portal's mail server asks for, the CLI refuses before it
  // makes the account: the database does not keep the password.
  const refused = await admin({ SMTP_PASSWORD: undefined }, ...inviteArgs);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    `SMTP 127.0.0.1:${servers.smtp.port}, which asks for a password`,
  );
  expect(refused.stderr).toContain('SMTP_PASSWORD');

  const sent = await admin({ SMTP_PASSWORD }, ...inviteArgs);
  expect(sent.code, sent.stderr).toBe(0);
  const output = sent.stdout;
  expect(output).toContain(
    `Mail: SMTP 127.0.0.1:${servers.smtp.port}, links to ${servers.api.url} (settings of the running portal)`,
  );
  const invitation = await servers.smtp.waitFor(email, /^Uw account voor het klantportaal/);
  checkEnvelope(invitation);
  const registerLink = mailedLink(invitation, 'register');
  expect(output).toContain(registerLink);

  await checkMailAt(page, invitation, 360, testInfo);
  await checkMailAt(page, invitation, 320, testInfo);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(registerLink);
  await expect(page.getByRole('heading', { name: 'Registreren' })).toBeVisible();
  await setPassword(page, FIRST_PASSWORD);
  await expect(page.getByText('Uw account is succesvol aangemaakt')).toBeVisible();

  // 'Wachtwoord vergeten' from the sign-in page, as the user finds it.
  await page.goto(`${servers.api.url}/auth/login`);
  await page.getByRole('link', { name: /Wachtwoord vergeten/ }).click();
  await page.getByRole('textbox').fill(email);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Wachtwoord herstel verzoek wordt verwerkt')).toBeVisible();
  const reset = await servers.smtp.waitFor(email, /^Wachtwoord herstellen$/);
  checkEnvelope(reset);
  await checkMailAt(page, reset, 360, testInfo);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(mailedLink(reset, 'reset'));
  await expect(page.getByRole('heading', { name: 'Wachtwoord veranderen' })).toBeVisible();
  await setPassword(page, NEW_PASSWORD);
  await expect(page.getByText('Uw wachtwoord is succesvol gewijzigd')).toBeVisible();

  await signIn(page, email, FIRST_PASSWORD);
  await expect(page.getByText(/^Onjuiste gebruikersnaam of wachtwoord\./)).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Şükran Wiśniewska').first()).toBeVisible();
});
