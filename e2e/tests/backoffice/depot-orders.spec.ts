// Depot orders the same way (issue 41): a De Linde manager orders an aid out of the depot;
// the supplier's planner finds the order among every organisation's depot orders in the back
// office, plans the delivery (today, 08:00-12:00; a colleague planning it at the same moment
// reads the conflict message), reports it delivered and completes it; the manager reads each
// state in her order's details ('Opdrachten', then 'Archief'). A customer account calling a
// back-office depot call is refused with 403.
// Eva's page is kept from its live updates (its stream refused), so that it still shows the
// version she saw when she plans after Dirk.
import type { Page } from '@playwright/test';
import { API, callResponse } from '../../support/api-call';
import { mainOf as main, signedInPage } from '../../support/both-sides';
import { detailsField } from '../../support/customer-requests';
import { depotCaseOfRequest, orderableArticles } from '../../support/depot-api';
import { expect, test } from '../../support/fixtures';

/** Today in Amsterdam as the pages show it (dd-MM-yyyy). */
function today(): string {
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** Fills the plan form (today, the window) and sends it. */
async function plan(page: Page, window: string) {
  const form = main(page)
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: /^Tijdvak/ }) });
  await form.getByRole('button', { name: 'Vandaag' }).click();
  await form.getByRole('textbox', { name: /^Tijdvak/ }).fill(window);
  await form.getByRole('button', { name: 'Levering inplannen' }).click();
}

test('a depot order goes from the customer through the back office and back', async ({
  browser,
}) => {
  test.slow();
  const nurse = await signedInPage(browser, 'anna');
  const dirk = await signedInPage(browser, 'dirk');
  const eva = await signedInPage(browser, 'eva');

  // The customer orders one aid out of the depot ('Leveren uit depot', through its call).
  const [article] = (await orderableArticles(nurse.page.request, nurse.token)).filter(
    (candidate) => candidate.available > 0,
  );
  expect(article, 'the demo depot holds a free aid').toBeTruthy();
  const { contacts } = await callResponse<{ contacts: { value: number | string }[] }>(
    nurse.page.request,
    nurse.token,
    'GET',
    '/global/contacts',
  );
  const { locations } = await callResponse<{
    locations: { value: number | string; label: string }[];
  }>(nurse.page.request, nurse.token, 'GET', '/global/locations/0');
  const location =
    locations.find((item) => item.label === 'Verpleeghuis Het Anker') ?? locations[0];
  const ordered = await nurse.page.request.put(`${API}/customer/depot/request`, {
    headers: { 'X-Auth-Token': nurse.token },
    data: {
      contactId: Number(contacts[0]?.value),
      locationId: Number(location?.value),
      deliverDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      urgency: false,
      customerReference: null,
      comments: null,
      measurementsBed: '90x200',
      articles: [{ articleId: article?.articleId, name: article?.name, amount: 1 }],
      categories: [],
    },
  });
  const created = (await ordered.json()) as {
    status: string;
    response: { customerRequestId: number };
  };
  expect(created.status).toBe('success');
  const order = await depotCaseOfRequest(
    nurse.page.request,
    nurse.token,
    created.response.customerRequestId,
  );
  const id = order.depotCaseId;

  // A customer account, whatever its permissions ('*': 2), never reaches a back-office call.
  const refused = await nurse.page.request.post(`${API}/backoffice/depot`, {
    headers: { 'X-Auth-Token': nurse.token },
    data: { tabType: 'pending', limitOffset: 1, limitRows: 10 },
  });
  expect(refused.status()).toBe(403);
  const refusedMove = await nurse.page.request.post(`${API}/backoffice/depot-orders/${id}/cancel`, {
    headers: { 'X-Auth-Token': nurse.token },
    data: { version: 1, message: 'Zelf annuleren' },
  });
  expect(refusedMove.status()).toBe(403);

  // The planner finds it among every organisation's running depot orders, beside the inbox.
  await dirk.page.goto('/backoffice/inbox/open');
  await main(dirk.page)
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Depotopdrachten' })
    .click();
  await expect(dirk.page).toHaveURL(/\/backoffice\/depot\/pending$/);
  await expect(
    main(dirk.page).getByRole('heading', { level: 1, name: 'Depotopdrachten' }),
  ).toBeVisible();
  await main(dirk.page).getByRole('searchbox', { name: 'Zoeken' }).fill(String(id));
  await main(dirk.page).getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
  const row = main(dirk.page)
    .getByRole('row')
    .filter({ has: dirk.page.getByRole('cell', { name: new RegExp(`^(Nr\\. )?${id}$`) }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zorggroep De Linde');
  await expect(row).toContainText('Nog niet gepland');
  await expect(row).toContainText('Nieuw');
  await row.getByRole('link').first().click();
  await expect(dirk.page).toHaveURL(new RegExp(`/backoffice/depot-orders/${id}$`));
  await expect(
    main(dirk.page).getByRole('heading', { level: 1, name: `Depotopdracht ${id}` }),
  ).toBeVisible();

  // Both colleagues open it; Dirk plans it first, Eva's plan on the same version is refused.
  await eva.page.route('**/Rest/Pwa/backoffice/events', (route) => route.abort());
  await eva.page.goto(`/backoffice/depot-orders/${id}`);
  await expect(main(eva.page).getByRole('button', { name: 'Levering inplannen' })).toBeVisible();
  await plan(dirk.page, '08:00-12:00');
  await expect(main(dirk.page).getByRole('status')).toContainText('De levering is ingepland');
  await expect(detailsField(dirk.page, 'Status')).toHaveText('Ingepland');
  await expect(detailsField(dirk.page, 'Gepland')).toHaveText(`${today()}, 08:00-12:00`);
  await plan(eva.page, '13:00-17:00');
  await expect(main(eva.page).getByRole('alert')).toHaveText(
    'Een collega heeft deze depotopdracht zojuist gewijzigd. Bekijk de nieuwe stand en probeer het opnieuw.',
  );
  // She then reads the order as it now is: planned by Dirk.
  await expect(detailsField(eva.page, 'Gepland')).toHaveText(`${today()}, 08:00-12:00`);

  // The customer reads the plan in her order's details.
  await nurse.page.goto(`/articles/depot-pending/details/${id}`);
  await expect(detailsField(nurse.page, 'Status')).toHaveText('Ingepland');
  await expect(detailsField(nurse.page, 'Gepland')).toHaveText(`${today()}, 08:00-12:00`);

  // Delivered: the aid moves to the location; the customer's order says 'Geleverd'.
  await main(dirk.page).getByRole('button', { name: 'Geleverd melden' }).click();
  await expect(main(dirk.page).getByRole('status')).toContainText(
    'De hulpmiddelen zijn als geleverd gemeld',
  );
  await expect(detailsField(dirk.page, 'Status')).toHaveText('In uitvoering');
  await nurse.page.reload();
  await expect(detailsField(nurse.page, 'Status')).toHaveText('Geleverd');

  // Completion closes it on both sides.
  await main(dirk.page)
    .getByRole('textbox', { name: /^Tijd op locatie/ })
    .fill('20');
  await main(dirk.page).getByRole('button', { name: 'Afronden' }).click();
  await expect(main(dirk.page).getByRole('status')).toContainText('De depotopdracht is afgerond');
  await expect(detailsField(dirk.page, 'Status')).toHaveText('Afgerond');
  await expect(main(dirk.page).getByText('Deze depotopdracht is afgesloten.')).toBeVisible();

  await nurse.page.goto(`/articles/depot-archive/details/${id}`);
  await expect(detailsField(nurse.page, 'Status')).toHaveText('Afgerond');
  await expect(detailsField(nurse.page, 'Tijd op locatie')).toHaveText('20 minuten');

  for (const side of [nurse, dirk, eva]) await side.page.context().close();
});
