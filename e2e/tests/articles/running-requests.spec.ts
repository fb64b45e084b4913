// Issue 38 "A report she can follow": on a 390 px phone with touch, an aid's page shows its
// running requests (type, date, status) on Details and Acties, each a link to the
// request's details under Aanvragen. Read only: an aid on location with a running request
// of the demo data (a repair request, a client name change), found through the api.
import { callResponse } from '../../support/api-call';
import { detailsField } from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';
import {
  expectRunningOnPhonePage,
  expectRunningRequests,
  PHONE_WITH_AXE,
  runningRequests,
  runningSection,
  type TRunningRequest,
} from '../../support/running-requests';

test.use(PHONE_WITH_AXE);

const LABELS: Record<string, string> = {
  'DEPOT-IN': 'Aanvraag depotopslag',
  'DEPOT-OUT': 'Leveren uit depot',
  'REPAIR-DEPOT': 'Reparatieverzoek hulpmiddel',
  'PRODUCT-LOCATION-UPDATE': 'Locatiewijziging hulpmiddel',
  'PRODUCT-CLIENT-UPDATE': 'Wijziging cliëntgegevens',
};

test("an aid's page shows its running requests and leads to them", async ({
  page,
  signInAs,
}, testInfo) => {
  const { token } = await signInAs('anna');
  let found: { productId: number; running: TRunningRequest[] } | null = null;
  for (let offset = 1; offset <= 41 && !found; offset += 10) {
    const { products } = await callResponse<{ products: { productId: number }[] }>(
      page.request,
      token,
      'POST',
      '/customer/articles/overview',
      { tabType: 'location', filters: { limitOffset: offset, limitRows: 10 } },
    );
    for (const { productId } of products) {
      const running = await runningRequests(page.request, token, 'product', productId);
      if (running.length > 0) {
        found = { productId, running };
        break;
      }
    }
  }
  if (!found) throw new Error('no aid on location with a running request in the demo data');
  const { productId, running } = found;
  const expected = running.map((request) => ({
    request,
    typeLabel: LABELS[request.type] ?? request.type,
  }));

  await page.goto(`/articles/location/product/details/${productId}`);
  await expectRunningOnPhonePage(page, expected, testInfo, 'aid-running-requests-390');

  await page.goto(`/articles/location/product/actions/${productId}`);
  await expectRunningRequests(page, expected);

  const [first] = expected;
  if (!first) throw new Error('unreachable: found has requests');
  await runningSection(page)
    .getByRole('link', { name: `${first.typeLabel}, aanvraag ${first.request.customerRequestId}` })
    .tap();
  await expect(page).toHaveURL(new RegExp(`/details/${first.request.customerRequestId}$`));
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Details aanvraag', level: 1 }),
  ).toBeVisible();
  await expect(detailsField(page, 'Type verzoek')).toHaveText(first.typeLabel);
});

test("a user without the aids' right is refused their running requests", async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('bram');
  const answer = await page.request.get('/Rest/Pwa/customer/requests/running/product/1', {
    headers: { 'X-Auth-Token': token },
  });
  expect(answer.status()).toBe(403);
});
