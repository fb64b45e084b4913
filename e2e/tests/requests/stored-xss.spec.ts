// Markup a user typed into a request comes back as text on the details page: nothing of it
// runs in the browser (escaped by the api, sanitised again by mf-requests).
import {
  customField,
  openRequestFromList,
  submitRentalRequest,
  uniqueReference,
} from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';
import { keepOffLiveStreams } from '../../support/live';

type TProbe = { __xss?: number };

test('script and event-handler markup in a request shows as text and never runs', async ({
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('anna');
  // why: 'networkidle' never comes while a live stream is open (support/live.ts).
  await keepOffLiveStreams(page);
  const image = '<img src=x onerror="window.__xss=1">';
  const script = '<script>window.__xss=2</script>';
  const reference = `${uniqueReference()} <img src=x onerror="window.__xss=3">`;
  const { customerRequestId } = await submitRentalRequest(page, {
    reference,
    comments: `Eerste regel ${image}\nTweede regel ${script}`,
  });

  await openRequestFromList(page, 'open', customerRequestId);
  const comments = customField(page, 'Opmerkingen');
  await expect(comments).toContainText(`Eerste regel ${image}`);
  await expect(comments).toContainText(`Tweede regel ${script}`);
  await expect(comments.locator('br')).toHaveCount(1);
  await expect(customField(page, 'Eigen referentie')).toHaveText(reference);
  await expect(page.getByRole('main').locator('img, script')).toHaveCount(0);

  // why: give a broken image's onerror every chance to fire before looking.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as TProbe).__xss)).toBeUndefined();

  // Also when the page is opened directly.
  await page.reload();
  await expect(comments).toContainText(image);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as TProbe).__xss)).toBeUndefined();
});
