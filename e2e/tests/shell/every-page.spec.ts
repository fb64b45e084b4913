// Every page at 360 px (@phone) and 1280 px (issue 9 point 6, 18 and "Done means"): every
// visible interactive element is at least 44 x 44 px on the phone, no word, number, amount
// or button label breaks over two lines, no text is cut off, the page never scrolls
// sideways, and axe finds no serious or critical violation. The same page then holds at
// 200 % text size (WCAG 1.4.4, issue 23): no sideways scroll, no word broken, no text cut.
// With UI_SHOTS_DIR set, each page is also saved as a screenshot to look at.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { keepOffLiveStreams } from '../../support/live';
import {
  brokenText,
  saveShot,
  seriousAxeViolations,
  smallTapTargets,
  type TFinding,
} from '../../support/layout-checks';
import { depotCases } from '../../support/depot-api';
import { openRequests, rentalCases } from '../../support/rentals-api';

// why: axe-core is injected as a script, which the portal's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true });

type TStop = {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  then?: (page: Page) => Promise<unknown>;
};

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
const loaded = (page: Page) =>
  expect(page.getByRole('main').getByText('De data wordt opgehaald.')).toHaveCount(0);

/**
 * The findings of `brokenText` with the page's text at 200 % (the browser's default font
 * size doubled: every size of the portal is in rem), then the page as it was.
 */
async function brokenTextAtDoubleSize(page: Page): Promise<TFinding[]> {
  await page.evaluate(async () => {
    document.documentElement.style.fontSize = '200%';
    // why: two frames, so layout and the observers that follow it (tab bar, top bar) settle.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const findings = await brokenText(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  return findings.map((finding) => ({ ...finding, what: `at 200 %: ${finding.what}` }));
}

function format(findings: TFinding[]): string {
  return findings.map((item) => `${item.what} | ${item.where} | ${item.text}`).join('\n');
}

test('every page: 44 px targets on phones, no broken words, no cut-off text, no serious axe violation @phone', async ({
  page,
  signInAs,
}, testInfo) => {
  // why: one page walk of every stop (the mail settings and running requests added more).
  test.setTimeout(360_000);
  const isPhone = testInfo.project.name === 'phone';
  const { token } = await signInAs('anna');
  // why: 'networkidle' never comes while a live stream is open (support/live.ts).
  await keepOffLiveStreams(page);
  const active = (await rentalCases(page.request, token, 'active')).cases[0]?.rentalCaseId;
  const waiting = (await rentalCases(page.request, token, 'waiting')).cases[0]?.rentalCaseId;
  const request = (await openRequests(page.request, token, 'DEPOT-IN'))[0]?.customerRequestId;
  const depotCase = (await depotCases(page.request, token, 'archive'))[0]?.depotCaseId;
  expect(
    active && waiting && request && depotCase,
    'demo data has a case of each kind',
  ).toBeTruthy();

  const stops: TStop[] = [
    { name: 'home', path: '/home', ready: (p) => heading(p, /^Welkom/) },
    { name: 'scan', path: '/scan', ready: (p) => heading(p, 'Scannen') },
    { name: 'noaccess', path: '/noaccess', ready: (p) => heading(p, 'Geen toegang') },
    { name: 'outbox', path: '/outbox', ready: (p) => heading(p, 'Wachtrij') },
    {
      name: 'mail-settings',
      path: '/mail-settings',
      ready: (p) => heading(p, 'E-mailmeldingen'),
    },
    { name: 'passkeys', path: '/passkeys', ready: (p) => heading(p, 'Passkeys') },
    { name: 'rentals-actions', path: '/rentals/actions', ready: (p) => heading(p, 'Acties') },
    { name: 'rentals-scan', path: '/rentals/actions/scan', ready: (p) => heading(p, 'Scannen') },
    {
      name: 'rentals-request-1',
      path: '/rentals/actions/request',
      ready: async (p) => {
        await heading(p, 'Nieuwe aanvraag verhuur');
        await p.getByRole('main').getByRole('button', { name: 'Bedden', exact: true }).click();
        await p
          .getByRole('main')
          .getByRole('button', { name: 'Hoog-laagbedden toevoegen' })
          .click();
      },
    },
    {
      name: 'rentals-request-2',
      path: '/rentals/actions/request',
      ready: async (p) => {
        const main = p.getByRole('main');
        await main.getByRole('button', { name: 'Bedden', exact: true }).click();
        await main.getByRole('button', { name: 'Hoog-laagbedden toevoegen' }).click();
        await main.getByRole('button', { name: 'Volgende' }).click();
        await main.getByRole('button', { name: 'Aanvragen' }).click();
        await expect(
          main.getByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
        ).toBeFocused();
      },
    },
    {
      name: 'rentals-active',
      path: '/rentals/active',
      ready: (p) => loaded(p).then(() => heading(p, 'Verhuur')),
    },
    {
      name: 'rentals-waiting',
      path: '/rentals/waiting',
      ready: (p) => loaded(p).then(() => heading(p, 'Verhuur')),
    },
    {
      name: 'rentals-archive',
      path: '/rentals/archive',
      ready: (p) => loaded(p).then(() => heading(p, 'Verhuur')),
    },
    {
      name: 'rentals-filter',
      path: '/rentals/active',
      ready: async (p) => {
        await p
          .getByRole('main')
          .getByRole('button', { name: /^Filter/ })
          .click();
        await p
          .getByRole('dialog', { name: 'Filter' })
          .getByRole('combobox', { name: /Locatie/ })
          .click();
        await expect(p.getByRole('listbox')).toBeVisible();
      },
    },
    {
      name: 'case-details',
      path: `/rentals/active/details/${active}`,
      ready: (p) => loaded(p).then(() => heading(p, `Dossier ${active}`)),
    },
    {
      name: 'case-actions',
      path: `/rentals/active/actions/${active}`,
      ready: (p) => heading(p, `Dossier ${active}`),
    },
    {
      name: 'case-invoices',
      path: `/rentals/active/invoices/${active}`,
      ready: (p) => loaded(p).then(() => heading(p, `Dossier ${active}`)),
    },
    {
      name: 'case-documents',
      path: `/rentals/active/documents/${active}`,
      ready: (p) => loaded(p).then(() => heading(p, `Dossier ${active}`)),
    },
    {
      name: 'case-waiting',
      path: `/rentals/waiting/details/${waiting}`,
      ready: (p) => loaded(p).then(() => heading(p, `Dossier ${waiting}`)),
    },
    {
      name: 'retour',
      path: `/rentals/active/retour/${active}`,
      ready: (p) =>
        expect(
          p
            .getByRole('main')
            .getByRole('heading', { name: /Stap 1 van 2|in behandeling/ })
            .or(p.getByRole('main').getByRole('alert')),
        ).toBeVisible(),
    },
    {
      name: 'repair',
      path: `/rentals/active/repair/${active}`,
      ready: (p) =>
        expect(
          p
            .getByRole('main')
            .getByRole('button', { name: /Reparatie melden|Foto of bestand kiezen/ })
            .first()
            .or(p.getByRole('main').getByRole('alert')),
        ).toBeVisible(),
    },
    {
      name: 'case-missing',
      path: '/rentals/active/details/99999',
      ready: (p) => expect(p.getByRole('main').getByText('Niet gevonden')).toBeVisible(),
    },
    {
      name: 'articles-location',
      path: '/articles/location',
      ready: (p) => loaded(p).then(() => heading(p, /Hulpmiddelenbeheer|Op locatie/)),
    },
    {
      name: 'articles-depot',
      path: '/articles/depot',
      ready: (p) => loaded(p).then(() => heading(p, /Hulpmiddelenbeheer|In depot/)),
    },
    {
      name: 'inspections-open',
      path: '/articles/inspections/open',
      ready: (p) => loaded(p).then(() => heading(p, 'Keuringen')),
    },
    {
      name: 'repairs-archive',
      path: '/articles/repairs/archive',
      ready: (p) => loaded(p).then(() => heading(p, 'Reparaties')),
    },
    {
      name: 'requests-open',
      path: '/requests/open',
      ready: (p) => loaded(p).then(() => heading(p, 'Aanvragen')),
    },
    {
      name: 'requests-processing',
      path: '/requests/processing',
      ready: (p) => loaded(p).then(() => heading(p, 'Aanvragen')),
    },
    {
      name: 'requests-archive',
      path: '/requests/archive',
      ready: (p) => loaded(p).then(() => heading(p, 'Aanvragen')),
    },
    {
      name: 'request-details',
      path: `/requests/open/details/${request}`,
      ready: (p) => loaded(p).then(() => heading(p, 'Details aanvraag')),
    },
    {
      name: 'depot-pending',
      path: '/articles/depot-pending',
      ready: (p) => loaded(p).then(() => heading(p, 'Depot opdrachten')),
    },
    {
      name: 'depot-archive',
      path: '/articles/depot-archive',
      ready: (p) => loaded(p).then(() => heading(p, 'Depot opdrachten')),
    },
    {
      name: 'depot-filter',
      path: '/articles/depot-archive',
      ready: async (p) => {
        await p
          .getByRole('main')
          .getByRole('button', { name: /^Filter/ })
          .click();
        await p
          .getByRole('dialog', { name: 'Filter' })
          .getByRole('combobox', { name: 'Artikelcategorie' })
          .click();
        await expect(p.getByRole('listbox')).toBeVisible();
      },
    },
    {
      name: 'depot-details',
      path: `/articles/depot-archive/details/${depotCase}`,
      ready: (p) =>
        loaded(p).then(() =>
          expect(p.getByRole('main').getByRole('heading', { name: 'Hulpmiddelen' })).toBeVisible(),
        ),
    },
    {
      name: 'depot-request',
      path: '/articles/depot/request',
      ready: async (p) => {
        const main = p.getByRole('main');
        await heading(p, 'Leveren uit depot');
        await main
          .getByRole('button', { name: /^Categorie toevoegen: / })
          .first()
          .click();
        await main.getByRole('button', { name: 'Aanvragen' }).click();
        await expect(
          main.getByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
        ).toBeFocused();
      },
    },
    {
      name: 'management-invoices',
      path: '/management/invoices',
      ready: (p) => loaded(p).then(() => heading(p, 'Facturen')),
    },
    {
      name: 'management-invoice-filter',
      path: '/management/invoices',
      ready: async (p) => {
        await p
          .getByRole('main')
          .getByRole('button', { name: /^Filter/ })
          .click();
        await expect(
          p.getByRole('dialog', { name: 'Filter' }).getByText('Factuurdatum vanaf'),
        ).toBeVisible();
      },
    },
    {
      name: 'management-overviews',
      path: '/management/overviews',
      ready: (p) => heading(p, 'Overzichten'),
    },
    ...(
      [
        ['rental', 'Verhuur'],
        ['repairs', 'Reparaties'],
        ['depot', 'Depot opdrachten'],
        ['productslocation', 'Hulpmiddelen op locatie'],
        ['productsdepot', 'Hulpmiddelen in depot'],
        ['activerental', 'Actieve verhuurdossiers'],
        ['rentaldate', 'Verhuur op datum'],
        ['depotdate', 'Depot op datum'],
      ] as const
    ).map(([path, title]) => ({
      name: `management-${path}`,
      path: `/management/overviews/${path}`,
      ready: async (p: Page) => {
        await loaded(p);
        await heading(p, title);
        // why: the chart's table alternative is checked open, as a keyboard user opens it.
        await p.getByRole('main').getByText('Toon de cijfers als tabel').click();
        await expect(p.getByRole('main').getByRole('figure').getByRole('table')).toBeVisible();
      },
    })),
    {
      name: 'management-rentalcost',
      path: '/management/rentalcost',
      ready: async (p) => {
        const main = p.getByRole('main');
        await heading(p, 'Verhuurkosten');
        await main.getByRole('combobox', { name: /Locatie/ }).click();
        await p.getByRole('listbox').getByRole('option').first().click();
        await main.getByLabel('Per locatie').check();
        await main.getByRole('button', { name: 'Download excel' }).click();
        await expect(main.getByText('Bestand verhuurkosten succesvol aangemaakt')).toBeVisible();
        await main.getByText('Toon de cijfers als tabel').click();
      },
    },
    {
      name: 'not-found',
      path: '/rentals/nergens',
      ready: (p) => heading(p, 'Pagina niet gevonden'),
    },
  ];

  const problems: string[] = [];
  for (const stop of stops) {
    await page.goto(stop.path);
    await stop.ready(page);
    await page.waitForLoadState('networkidle');
    await saveShot(page, testInfo, stop.name);
    const findings = [
      ...(isPhone ? await smallTapTargets(page) : []),
      ...(await brokenText(page)),
      ...(await seriousAxeViolations(page)),
      ...(await brokenTextAtDoubleSize(page)),
    ];
    if (findings.length > 0) problems.push(`${stop.name} (${stop.path}):\n${format(findings)}`);
  }

  // The account pages, signed out.
  await page.evaluate(() => localStorage.clear());
  for (const [name, path, title] of [
    ['login', '/auth/login', 'Inloggen'],
    ['forgot', '/auth/forgot', 'Wachtwoord vergeten'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await saveShot(page, testInfo, name);
    const findings = [
      ...(isPhone ? await smallTapTargets(page) : []),
      ...(await brokenText(page)),
      ...(await seriousAxeViolations(page)),
      ...(await brokenTextAtDoubleSize(page)),
    ];
    if (findings.length > 0) problems.push(`${name} (${path}):\n${format(findings)}`);
  }

  expect(problems.join('\n\n'), 'pages without a finding').toBe('');
});

test('every back-office page: 44 px targets on phones, no broken words, no cut-off text, no serious axe violation @phone', async ({
  page,
  signInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  const isPhone = testInfo.project.name === 'phone';
  const { token } = await signInAs('dirk');
  // why: 'networkidle' never comes while a live stream is open (support/live.ts).
  await keepOffLiveStreams(page);
  const inbox = await page.request.post('/Rest/Pwa/backoffice/inbox', {
    headers: { 'X-Auth-Token': token },
    data: { tabType: 'open', limitOffset: 1, limitRows: 1 },
  });
  const first = (
    (await inbox.json()) as { response: { requests: { customerRequestId: number }[] } }
  ).response.requests[0]?.customerRequestId;
  expect(first, 'demo data has an open request').toBeTruthy();
  const depot = await page.request.post('/Rest/Pwa/backoffice/depot', {
    headers: { 'X-Auth-Token': token },
    data: { tabType: 'pending', limitOffset: 1, limitRows: 1 },
  });
  const order = ((await depot.json()) as { response: { orders: { depotCaseId: number }[] } })
    .response.orders[0]?.depotCaseId;
  expect(order, 'demo data has a running depot order').toBeTruthy();

  const stops: TStop[] = [
    { name: 'backoffice-open', path: '/backoffice/inbox/open', ready: (p) => heading(p, 'Inbox') },
    {
      name: 'backoffice-processing',
      path: '/backoffice/inbox/processing',
      ready: (p) => heading(p, 'Inbox'),
    },
    {
      name: 'backoffice-archive',
      path: '/backoffice/inbox/archive',
      ready: (p) => heading(p, 'Inbox'),
    },
    {
      name: 'backoffice-request',
      path: `/backoffice/requests/${first}`,
      ready: (p) => heading(p, `Aanvraag ${first}`),
    },
    {
      name: 'backoffice-depot-pending',
      path: '/backoffice/depot/pending',
      ready: (p) => heading(p, 'Depotopdrachten'),
    },
    {
      name: 'backoffice-depot-archive',
      path: '/backoffice/depot/archive',
      ready: (p) => heading(p, 'Depotopdrachten'),
    },
    {
      name: 'backoffice-depot-order',
      path: `/backoffice/depot-orders/${order}`,
      ready: (p) => heading(p, `Depotopdracht ${order}`),
    },
  ];
  const problems: string[] = [];
  for (const stop of stops) {
    await page.goto(stop.path);
    await stop.ready(page);
    await loaded(page);
    await page.waitForLoadState('networkidle');
    await saveShot(page, testInfo, stop.name);
    const findings = [
      ...(isPhone ? await smallTapTargets(page) : []),
      ...(await brokenText(page)),
      ...(await seriousAxeViolations(page)),
      ...(await brokenTextAtDoubleSize(page)),
    ];
    if (findings.length > 0) problems.push(`${stop.name} (${stop.path}):\n${format(findings)}`);
  }
  expect(problems.join('\n\n'), 'pages without a finding').toBe('');
});

test('every back-office administrator page: 44 px targets on phones, no broken words, no cut-off text, no serious axe violation @phone', async ({
  page,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const isPhone = testInfo.project.name === 'phone';
  await signInAs('femke');
  // why: 'networkidle' never comes while a live stream is open (support/live.ts).
  await keepOffLiveStreams(page);
  const stops: TStop[] = [
    {
      name: 'backoffice-staff',
      path: '/backoffice/staff',
      ready: async (p) => {
        await heading(p, 'Medewerkers');
        await expect(p.getByRole('main').getByText('klantenservice@zorghulp.nl')).toBeVisible();
      },
    },
    {
      name: 'backoffice-staff-refused',
      path: '/backoffice/staff',
      ready: async (p) => {
        const form = p.getByRole('main').getByRole('form', { name: 'Collega uitnodigen' });
        await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
        await expect(
          form.getByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
        ).toBeFocused();
      },
    },
    {
      name: 'backoffice-sla',
      path: '/backoffice/sla',
      ready: async (p) => {
        await heading(p, 'Reactietijden');
        await expect(
          p.getByRole('main').getByRole('group', { name: 'Reparatie melden' }),
        ).toBeVisible();
      },
    },
  ];
  const problems: string[] = [];
  for (const stop of stops) {
    await page.goto(stop.path);
    await stop.ready(page);
    await loaded(page);
    await page.waitForLoadState('networkidle');
    await saveShot(page, testInfo, stop.name);
    const findings = [
      ...(isPhone ? await smallTapTargets(page) : []),
      ...(await brokenText(page)),
      ...(await seriousAxeViolations(page)),
      ...(await brokenTextAtDoubleSize(page)),
    ];
    if (findings.length > 0) problems.push(`${stop.name} (${stop.path}):\n${format(findings)}`);
  }
  expect(problems.join('\n\n'), 'pages without a finding').toBe('');
});
