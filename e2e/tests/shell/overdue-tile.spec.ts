// The overdue count on the home page (issue 23 item 4): a link of its own in the
// Hulpmiddelenbeheer tile that opens 'Te keuren' with exactly the aids it counts, not the
// area's action tiles. At 1280 px and (@phone) 360 px.
import { expect, test } from '../../support/fixtures';

test('the home page count of overdue inspections opens exactly those aids @phone', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await signInAs('anna');
  await page.goto('/home');
  const main = page.getByRole('main');
  const count = main.getByRole('link', { name: /^\d+ keuringen? verlopen$/ });
  await expect(count).toBeVisible({ timeout: 30_000 });
  const overdue = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  expect(overdue).toBeGreaterThan(0);
  expect(overdue).toBeLessThanOrEqual(10);
  // The tile itself still opens the area.
  await expect(main.getByRole('link', { name: /^Hulpmiddelenbeheer/ })).toHaveAttribute(
    'href',
    '/articles/actions',
  );
  await count.click();
  await expect(page).toHaveURL(/\/articles\/inspections\/open$/);
  await expect(main.getByRole('button', { name: /^Filter/ })).toContainText('1 actief');
  const rows = page.getByRole('table', { name: 'Keuringen' }).locator('tbody tr');
  await expect(rows).toHaveCount(overdue, { timeout: 30_000 });
  for (const row of await rows.all()) await expect(row).toContainText('Verlopen');
  // The stand-up lift of the issue is one of them.
  await expect(rows.filter({ hasText: 'DL-2019-0008' })).toHaveCount(1);
});
