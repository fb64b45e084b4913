// The customer hears back (issue 41): a portal of this file's own sends its mails to an SMTP
// server the test starts. The nurse reports a repair; customer service takes it and adds a
// step with a message; the nurse's mail arrives with the message, the 'Bekijk uw aanvraag'
// link (which opens her request) and the one-click unsubscribe headers of RFC 8058; the
// mail's unsubscribe link asks, unsubscribes, and her 'E-mailmeldingen' page shows it.
// Its own database: no other spec sees the requests it moves.
import type { Browser } from '@playwright/test';
import {
  mainOf as main,
  PHONE,
  reportRepair,
  signedInPage as signedInAt,
  takeAndAddStep,
} from '../../support/both-sides';
import { detailsField, processRows } from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';
import { portalWithSmtp } from '../../support/portal-with-smtp';
import { REQUEST_MAIL_SERVER_PORT } from '../../support/servers';
import type { TReceivedMail } from '../../support/smtp-server';
import type { TAccountName } from '../../support/accounts';
import { ACCOUNTS } from '../../support/accounts';

const servers = portalWithSmtp('request-mails', REQUEST_MAIL_SERVER_PORT, 'Smtp-Aanvragen/42');

/** Signed in on this file's own portal. */
const signedInPage = (browser: Browser, account: TAccountName, viewport?: typeof PHONE) =>
  signedInAt(browser, account, { viewport, baseURL: servers.api.url });

/** The mail to `to` whose text holds `words`, once it has arrived. */
async function mailWith(to: string, words: string): Promise<TReceivedMail> {
  await expect
    .poll(
      () =>
        servers.smtp.received.some(
          (m) => m.envelopeTo.includes(to) && m.parsed.text?.includes(words),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  return servers.smtp.received.find(
    (m) => m.envelopeTo.includes(to) && m.parsed.text?.includes(words),
  ) as TReceivedMail;
}

function header(mail: TReceivedMail, name: string): string {
  const line = mail.parsed.headerLines.find((entry) => entry.key === name.toLowerCase());
  return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : '';
}

test("a step of customer service reaches the nurse's mailbox; its links open the request and unsubscribe", async ({
  browser,
}) => {
  test.slow();
  const nurse = await signedInPage(browser, 'anna', PHONE);
  const dirk = await signedInPage(browser, 'dirk');

  // The nurse reports a repair of a rented aid.
  const id = await reportRepair(
    nurse,
    `De hoog-laagfunctie van het bed werkt niet (${Date.now().toString(36)}).`,
  );

  // Customer service takes it and adds a step with a message to the customer.
  await dirk.page.goto(`/backoffice/requests/${id}`);
  const message = `De monteur komt donderdag tussen 13:00 en 16:00 uur (${id}).`;
  await takeAndAddStep(dirk.page, message);

  // Her mail: Dutch, the message, the link to the request, one-click unsubscribe.
  const mail = await mailWith(ACCOUNTS.anna.email, message);
  expect(mail.parsed.subject).toBe(`Nieuwe stap in uw aanvraag ${id}`);
  expect(mail.parsed.text).toContain(`Beste ${ACCOUNTS.anna.fullName},`);
  const detailsLink = `${servers.api.url}/requests/processing/details/${id}`;
  expect(mail.parsed.text).toContain(`Bekijk uw aanvraag: ${detailsLink}`);
  expect(String(mail.parsed.html)).toContain(`href="${detailsLink}"`);
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe'))?.[1] ?? '';
  expect(unsubscribe).toMatch(
    new RegExp(`^${servers.api.url}/Rest/Pwa/mail/unsubscribe/\\d+\\.step\\.`),
  );
  expect(mail.parsed.text).toContain(`Afmelden voor deze e-mails: ${unsubscribe}`);

  // The mail at 360 px: no sideways scroll, the button whole and a 44 px target.
  const reader = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await reader.setContent(String(mail.parsed.html), { waitUntil: 'load' });
  const sizes = await reader.evaluate(() => {
    const button = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent?.trim() === 'Bekijk uw aanvraag',
    );
    const box = button?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      buttonRight: box ? box.right : Infinity,
      buttonHeight: box ? box.height : 0,
    };
  });
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  expect(sizes.buttonRight).toBeLessThanOrEqual(360);
  expect(sizes.buttonHeight).toBeGreaterThanOrEqual(44);
  await test.info().attach('request-mail-360px.png', {
    body: await reader.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await reader.screenshot({ path: '/tmp/mails-mail-360.png', fullPage: true });
  await reader.close();

  // The link opens her request, with the message in its history.
  await nurse.page.goto(detailsLink);
  await expect(detailsField(nurse.page, 'Status')).toHaveText('In behandeling');
  await expect(processRows(nurse.page).last()).toContainText(message);

  // The unsubscribe link asks first (a link scanner's visit changes nothing), then stops
  // the mails of steps; no sign-in needed (a context of its own).
  const stranger = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await stranger.newPage();
  await page.goto(unsubscribe);
  await expect(page.getByText('Wilt u geen e-mails meer ontvangen over')).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('status')).toContainText('U bent afgemeld.');
  await stranger.close();

  // Her settings page in the user menu shows it: steps not at all, the rest at once.
  await nurse.page.goto('/home');
  await nurse.page.getByRole('button', { name: ACCOUNTS.anna.fullName }).click();
  await nurse.page.getByRole('link', { name: 'E-mailmeldingen' }).click();
  await expect(nurse.page).toHaveURL(/\/mail-settings$/);
  const steps = main(nurse.page).getByRole('group', { name: 'Nieuwe stap in een aanvraag' });
  await expect(steps.getByRole('radio', { name: 'Niet' })).toBeChecked();
  const completed = main(nurse.page).getByRole('group', { name: 'Aanvraag afgerond' });
  await expect(completed.getByRole('radio', { name: 'Direct' })).toBeChecked();

  // And a further step mails her nothing; completion still does.
  await dirk.page.reload();
  await main(dirk.page)
    .getByRole('textbox', { name: /^Bericht aan de klant/ })
    .fill(`Onderdeel besteld (${id}).`);
  await main(dirk.page).getByRole('button', { name: 'Stap toevoegen' }).click();
  await expect(main(dirk.page).getByRole('status')).toContainText('De stap is toegevoegd');
  await main(dirk.page)
    .getByRole('textbox', { name: /^Afsluitend bericht/ })
    .fill(`Het bed is gerepareerd (${id}).`);
  await main(dirk.page).getByRole('button', { name: 'Afronden' }).click();
  await expect(main(dirk.page).getByRole('status')).toContainText('De aanvraag is afgerond');
  const done = await mailWith(ACCOUNTS.anna.email, `Het bed is gerepareerd (${id}).`);
  expect(done.parsed.subject).toBe(`Uw aanvraag ${id} is afgerond`);
  expect(
    servers.smtp.received.some((m) => m.parsed.text?.includes(`Onderdeel besteld (${id}).`)),
    'no mail of the step after unsubscribing',
  ).toBe(false);

  for (const side of [nurse, dirk]) await side.page.context().close();
});
