// Issue 38 "A report she can follow": on a 390 px phone with touch, a rental case's page
// shows its running requests (type, date, status), on Details and on Acties, each a link to
// the request's details under Aanvragen. Read only: VH-DEMO-0002's OPEN repair report of the
// demo data, which no test finishes (case-pages.spec relies on it too). The repair a nurse
// reports herself shows there at once: rentals/repair.spec.ts.
import { caseIdOfCode, rentalCases } from '../../support/rentals-api';
import { detailsField } from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';
import {
  expectRunningOnPhonePage,
  expectRunningRequests,
  PHONE_WITH_AXE,
  runningRequests,
  runningSection,
} from '../../support/running-requests';

test.use(PHONE_WITH_AXE);

const LABELS: Record<string, string> = {
  'REPAIR-RENTAL': 'Reparatie melden',
  'RENTAL-STOP': 'Retour melden',
};

test("a case's page shows its running repair report and leads to it", async ({
  page,
  signInAs,
}, testInfo) => {
  const { token } = await signInAs('anna');
  const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0002');
  const running = await runningRequests(page.request, token, 'rentalCase', id);
  const repair = running.find((request) => request.type === 'REPAIR-RENTAL');
  expect(repair?.status, 'the demo data has an OPEN repair report of VH-DEMO-0002').toBe('OPEN');
  const expected = running.map((request) => ({
    request,
    typeLabel: LABELS[request.type] ?? request.type,
  }));

  await page.goto(`/rentals/active/details/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Dossier ${id}` })).toBeVisible();
  await expectRunningOnPhonePage(page, expected, testInfo, 'rental-case-running-requests-390');

  // The actions she came for show what is already running, too.
  await main
    .getByRole('navigation', { name: 'Onderdelen van het dossier' })
    .getByRole('link', { name: 'Acties' })
    .tap();
  await expect(page).toHaveURL(new RegExp(`/rentals/active/actions/${id}$`));
  await expectRunningRequests(page, expected);

  await runningSection(page)
    .getByRole('link', { name: `Reparatie melden, aanvraag ${repair?.customerRequestId}` })
    .tap();
  await expect(page).toHaveURL(new RegExp(`/requests/open/details/${repair?.customerRequestId}$`));
  await expect(main.getByRole('heading', { name: 'Details aanvraag', level: 1 })).toBeVisible();
  await expect(detailsField(page, 'Type verzoek')).toHaveText('Reparatie melden');
  await expect(detailsField(page, 'Status')).toHaveText('Open');
});

test('a case without running requests shows no such section', async ({ page, signInAs }) => {
  const { token } = await signInAs('anna');
  // why: an archived case has nothing running; the first of the archive's first page.
  const { cases } = await rentalCases(page.request, token, 'archive');
  let id: number | null = null;
  for (const row of cases) {
    if ((await runningRequests(page.request, token, 'rentalCase', row.rentalCaseId)).length === 0) {
      id = row.rentalCaseId;
      break;
    }
  }
  expect(id, 'an archived case without running requests').not.toBeNull();
  await page.goto(`/rentals/archive/details/${id}`);
  await expect(page.getByRole('main').getByRole('term').first()).toBeVisible();
  await expect(runningSection(page)).toHaveCount(0);
});
