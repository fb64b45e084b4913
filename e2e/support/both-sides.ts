// Both sides of the counter (the back-office specs, issue 41): a page of its own per person,
// signed in, and the nurse's repair report found back among her requests.
import type { Browser, Page } from '@playwright/test';
import type { TAccountName } from './accounts';
import { expect, signInViaApi } from './fixtures';
import { openRequests, pickActiveCase, requestFields, CASE_SLOTS } from './rentals-api';

export type TSignedInPage = { page: Page; token: string };

export const DESK = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * A new browser context signed in as `account`: one person at her own device, so two
 * people in one test never share storage. `baseURL` for a spec with a portal of its own.
 */
export async function signedInPage(
  browser: Browser,
  account: TAccountName,
  { viewport = DESK, baseURL }: { viewport?: typeof DESK; baseURL?: string } = {},
): Promise<TSignedInPage> {
  const isPhone = viewport.width < 500;
  const context = await browser.newContext({
    viewport,
    isMobile: isPhone,
    hasTouch: isPhone,
    ...(baseURL ? { baseURL } : {}),
  });
  const page = await context.newPage();
  const { token } = await signInViaApi(page, account);
  return { page, token };
}

export const mainOf = (page: Page) => page.getByRole('main');

/**
 * The nurse reports `defect` on an active case of the back-office slot through the repair
 * form, and gets the id of the request it made (found by its text among her open repairs).
 * `from: 'last'` takes the slot's cases from the highest number down, for a spec that
 * runs beside one taking from the lowest up.
 */
export async function reportRepair(
  nurse: TSignedInPage,
  defect: string,
  from: 'first' | 'last' = 'first',
): Promise<number> {
  const { page, token } = nurse;
  const { rentalCaseId } = await pickActiveCase(
    page.request,
    token,
    CASE_SLOTS.backoffice,
    'REPAIR-RENTAL',
    from,
  );
  await page.goto(`/rentals/active/repair/${rentalCaseId}`);
  await mainOf(page)
    .getByRole('textbox', { name: /^Omschrijving van het defect/ })
    .fill(defect);
  await mainOf(page).getByRole('button', { name: 'Reparatie melden' }).click();
  await expect(mainOf(page).getByText('Uw reparatiemelding is verstuurd')).toBeVisible();
  let id = 0;
  for (const row of (await openRequests(page.request, token, 'REPAIR-RENTAL')).slice(0, 10)) {
    const fields = await requestFields(page.request, token, row.customerRequestId);
    if (fields.some((field) => field.includes(defect))) id = row.customerRequestId;
  }
  expect(id, 'the report reached the customer requests').toBeGreaterThan(0);
  return id;
}

/** Customer service, on a request's page, takes it and adds a step with `message`. */
export async function takeAndAddStep(staff: Page, message: string): Promise<void> {
  await mainOf(staff).getByRole('button', { name: 'In behandeling nemen' }).click();
  await expect(mainOf(staff).getByRole('status')).toContainText(
    'De aanvraag is in behandeling genomen',
  );
  await mainOf(staff)
    .getByRole('textbox', { name: /^Bericht aan de klant/ })
    .fill(message);
  await mainOf(staff).getByRole('button', { name: 'Stap toevoegen' }).click();
  await expect(mainOf(staff).getByRole('status')).toContainText('De stap is toegevoegd');
}
