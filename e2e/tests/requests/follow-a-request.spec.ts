// A De Linde user follows a rental request they submitted from open through processing to
// the archive while the supplier's staff move it with the admin CLI; Thuiszorg Oost never
// sees it.
import { runAdmin } from '../../support/admin-cli';
import {
  applyRequestFilters,
  customField,
  dataRows,
  detailsField,
  listedDates,
  openRequestFromList,
  processRows,
  submitRentalRequest,
  uniqueReference,
} from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';

test('a submitted rental request follows open, processing and archive', async ({
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('anna');
  const reference = uniqueReference();
  const comments = `Graag leveren via de achteringang (${reference}).`;
  const submitted = await submitRentalRequest(page, { reference, comments });
  const id = submitted.customerRequestId;
  expect(id).toBeGreaterThan(0);

  // Open: newest first among the rental requests, then its details with what was entered.
  await page.goto('/requests/open');
  await applyRequestFilters(page, { type: 'RENTAL-REQUEST' });
  // why: other tests submit rental requests in parallel, so it is near the top, not first.
  const newest = dataRows(page).filter({
    has: page.getByRole('cell', { name: new RegExp(`^(Id )?${id}$`) }),
  });
  await expect(newest).toHaveCount(1);
  const dates = await listedDates(page);
  expect(dates, 'newest first').toEqual([...dates].sort().reverse());
  // It carries the newest date of the page (today).
  await expect(newest.getByRole('cell').nth(2)).toHaveText(
    (dates[0] as string).split('-').reverse().join('-'),
  );
  // Issue 38: its status beside its type.
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Nieuwe aanvraag verhuur, Open');
  await expect(newest.getByRole('cell').nth(4)).toHaveText(submitted.location);
  await expect(newest.getByRole('cell').nth(5)).toHaveText(submitted.contact);

  await openRequestFromList(page, 'open', id);
  await expect(page.getByRole('heading', { name: `Aanvraag ${id}` })).toBeVisible();
  await expect(detailsField(page, 'Status')).toHaveText('Open');
  await expect(detailsField(page, 'Type verzoek')).toHaveText('Nieuwe aanvraag verhuur');
  await expect(detailsField(page, 'Aanvraagnummer')).toHaveText(String(id));
  await expect(detailsField(page, 'Ingevoerd door')).toHaveText('Anna de Vries');
  await expect(detailsField(page, 'Contactpersoon')).toHaveText(submitted.contact);
  await expect(detailsField(page, 'Behandeld door')).toHaveCount(0);
  await expect(customField(page, 'Artikelen')).toContainText('1 x Sta-opliften');
  await expect(customField(page, 'Gewenste leverdatum')).toHaveText(submitted.deliverDate);
  await expect(customField(page, 'Locatie')).toHaveText(submitted.location);
  await expect(customField(page, 'Eigen referentie')).toHaveText(reference);
  await expect(customField(page, 'Contactpersoon')).toHaveText(submitted.contact);
  await expect(customField(page, 'Opmerkingen')).toHaveText(comments);
  await expect(processRows(page)).toHaveCount(1);
  await expect(processRows(page).first()).toContainText('Aanvraag ingediend');

  // The supplier takes it into processing.
  runAdmin(
    'main',
    'request-process',
    '--id',
    String(id),
    '--employee',
    'Piet de Boer',
    '--message',
    'Wij plannen de levering in.',
  );
  await page.reload();
  await expect(detailsField(page, 'Status')).toHaveText('In behandeling');
  await expect(detailsField(page, 'Behandeld door')).toHaveText('Piet de Boer');

  await page.goto('/requests/open');
  await applyRequestFilters(page, { id });
  await expect(page.getByText('Er zijn geen resultaten gevonden')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(0);

  await openRequestFromList(page, 'processing', id);
  await expect(detailsField(page, 'Status')).toHaveText('In behandeling');
  await expect(detailsField(page, 'Behandeld door')).toHaveText('Piet de Boer');
  await expect(processRows(page)).toHaveCount(2);
  await expect(processRows(page).nth(1)).toContainText('In behandeling genomen');
  await expect(processRows(page).nth(1)).toContainText('Wij plannen de levering in.');

  // A step of the supplier adds a history row.
  runAdmin(
    'main',
    'request-step',
    '--id',
    String(id),
    '--action',
    'Levering gepland',
    '--message',
    'Levering op de gewenste datum tussen 9:00 en 12:00 uur.',
  );
  await page.reload();
  await expect(processRows(page)).toHaveCount(3);
  await expect(processRows(page).nth(2)).toContainText('Levering gepland');
  await expect(processRows(page).nth(2)).toContainText(
    'Levering op de gewenste datum tussen 9:00 en 12:00 uur.',
  );
  const table = page.getByRole('main').getByRole('table', { name: 'Verloop' });
  for (const header of ['Datum', 'Actie', 'Omschrijving']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeAttached();
  }

  // Completed: it leaves processing and shows in the archive with its whole history.
  runAdmin('main', 'request-complete', '--id', String(id), '--message', 'Geleverd.');
  await page.goto('/requests/processing');
  await applyRequestFilters(page, { id });
  await expect(page.getByText('Er zijn geen resultaten gevonden')).toBeVisible();

  await openRequestFromList(page, 'archive', id);
  await expect(detailsField(page, 'Status')).toHaveText('Afgerond');
  await expect(detailsField(page, 'Behandeld door')).toHaveText('Piet de Boer');
  await expect(customField(page, 'Eigen referentie')).toHaveText(reference);
  const rows = processRows(page);
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Aanvraag ingediend');
  await expect(rows.nth(1)).toContainText('In behandeling genomen');
  await expect(rows.nth(2)).toContainText('Levering gepland');
  await expect(rows.nth(3)).toContainText('Afgerond');
  await expect(rows.nth(3)).toContainText('Geleverd.');
});

test('Thuiszorg Oost sees a De Linde request nowhere: details answer as for a missing id', async ({
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('anna');
  const submitted = await submitRentalRequest(page, {
    reference: uniqueReference(),
    comments: 'Alleen voor De Linde.',
  });
  const id = submitted.customerRequestId;

  await signInAs('carla');
  await page.goto('/requests/open/details/999999999');
  const missing = page.getByRole('main').getByRole('alert');
  await expect(missing).toBeVisible();
  const missingText = (await missing.textContent()) ?? '';
  expect(missingText).toContain('Niet gevonden');

  await page.goto(`/requests/open/details/${id}`);
  const foreign = page.getByRole('main').getByRole('alert');
  await expect(foreign).toHaveText(missingText);
  await expect(page.getByRole('main').getByText('Alleen voor De Linde.')).toHaveCount(0);
  await expect(detailsField(page, 'Status')).toHaveCount(0);

  for (const tab of ['open', 'processing', 'archive'] as const) {
    await page.goto(`/requests/${tab}`);
    await applyRequestFilters(page, { id });
    await expect(page.getByText('Er zijn geen resultaten gevonden')).toBeVisible();
  }

  // Moved along by the supplier it is still not hers, in every tab.
  runAdmin('main', 'request-process', '--id', String(id), '--employee', 'Piet de Boer');
  for (const tab of ['open', 'processing', 'archive'] as const) {
    await page.goto(`/requests/${tab}/details/${id}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(missingText);
  }
});
