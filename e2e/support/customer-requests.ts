// What the customer requests tests do as a user does: submit a real rental request through
// the form in mf-rentals, filter a requests list, and read the details page.
import { expect, type Locator, type Page } from '@playwright/test';
import { runAdmin, uniqueEmail } from './admin-cli';
import { DEMO_PASSWORD } from './accounts';

/** The labels mf-requests shows (MESSAGES in @portal/shared/rules). */
export const REQUEST_TYPE_LABELS = {
  'DEPOT-IN': 'Aanvraag depotopslag',
  'DEPOT-OUT': 'Leveren uit depot',
  'RENTAL-REQUEST': 'Nieuwe aanvraag verhuur',
  'RENTAL-STOP': 'Retour melden',
  'REPAIR-DEPOT': 'Reparatieverzoek hulpmiddel',
  'REPAIR-RENTAL': 'Reparatie melden',
} as const;

export type TRentalRequestInput = {
  /** 'Eigen referentie'; make it distinctive (e.g. uniqueReference()). */
  reference: string;
  comments: string;
  /** A top-level location of De Linde. */
  location?: string;
  /** A contact of De Linde by name. */
  contact?: string;
};

export type TSubmittedRentalRequest = {
  customerRequestId: number;
  /** 'dd-MM-yyyy', as the details show it. */
  deliverDate: string;
  location: string;
  contact: string;
};

/** `E2E-` and a random tail: an own reference no other test uses. */
export function uniqueReference(): string {
  return `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
}

/** A date `daysAhead` days from today in Amsterdam, as the date boxes and the details use it. */
function dateAhead(daysAhead: number): { day: string; month: string; year: string } {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * Submits a new rental request at /rentals/actions/request as the signed-in user (level 2
 * on /rentals): one 'Sta-opliften' from the catalogue (no mattress size asked), then the
 * form. Answers the id the api gave the customer request it created.
 */
export async function submitRentalRequest(
  page: Page,
  input: TRentalRequestInput,
): Promise<TSubmittedRentalRequest> {
  const location = input.location ?? 'Verpleeghuis Het Anker';
  const contact = input.contact ?? 'Sanne Bakker (teamleider Somatiek)';
  const main = page.getByRole('main');

  await page.goto('/rentals/actions/request');
  await expect(main.getByRole('heading', { name: 'Stap 1 van 2: artikelen kiezen' })).toBeVisible();
  await main.getByRole('button', { name: 'Tilliften' }).click();
  await main.getByRole('button', { name: 'Sta-opliften toevoegen' }).click();
  await expect(main.getByLabel('Aantal Sta-opliften')).toHaveValue('1');
  await main.getByRole('button', { name: 'Volgende' }).click();

  await expect(
    main.getByRole('heading', { name: 'Stap 2 van 2: gegevens invullen' }),
  ).toBeVisible();
  const date = dateAhead(14);
  const deliver = main.getByRole('group', { name: /^Gewenste leverdatum/ });
  await deliver.getByLabel('Dag').fill(date.day);
  await deliver.getByLabel('Maand').fill(date.month);
  await deliver.getByLabel('Jaar').fill(date.year);
  await chooseOption(page, /^Locatie/, location);
  await main.getByLabel('Eigen referentie').fill(input.reference);
  await chooseOption(page, /^Contactpersoon/, contact);
  await main.getByLabel('Opmerkingen').fill(input.comments);

  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/customer/rentals/request/article') &&
      response.request().method() === 'PUT',
  );
  await main.getByRole('button', { name: 'Aanvragen' }).click();
  const body = (await (await answer).json()) as {
    status: string;
    message?: string | null;
    response?: { customerRequestId: number } | null;
  };
  expect(body.status, `rental request answer: ${body.message ?? ''}`).toBe('success');
  // The user lands on the new request (issue 9 point 14).
  await expect(page).toHaveURL(
    new RegExp(`/requests/open/details/${body.response?.customerRequestId}$`),
  );
  await expect(page.getByText('Uw aanvraag voor verhuur is verstuurd')).toBeVisible();

  return {
    customerRequestId: body.response?.customerRequestId as number,
    deliverDate: `${date.day}-${date.month}-${date.year}`,
    location,
    contact,
  };
}

/** Picks `option` in the searchable select named `label`: type part of it, then choose. */
export async function chooseOption(page: Page, label: RegExp, option: string) {
  const box = page.getByRole('main').getByRole('combobox', { name: label });
  await box.fill(option.slice(0, 12));
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** The data rows of the list in the main region (the header row has no cells). */
export function dataRows(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The ids in the Id column of the list, top to bottom. */
export async function listedIds(page: Page): Promise<number[]> {
  const rows = dataRows(page);
  const ids: number[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    // why: on a phone's card the id is not shown (issue 38); the cell is there all the same.
    const id = rows.nth(index).getByRole('cell', { includeHidden: true }).first();
    ids.push(Number(await id.textContent()));
  }
  return ids;
}

/** The 'Datum' column (dd-MM-yyyy) as sortable 'yyyy-MM-dd', top to bottom. */
export async function listedDates(page: Page): Promise<string[]> {
  const rows = dataRows(page);
  const dates: string[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const cell = rows.nth(index).getByRole('cell', { includeHidden: true }).nth(2);
    const text = (await cell.textContent()) ?? '';
    dates.push(text.split('-').reverse().join('-'));
  }
  return dates;
}

/** The filter button of the list page ('Filter', with the count of active filters). */
export function filterButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: /^Filter/ });
}

export type TRequestFilterInput = { type?: keyof typeof REQUEST_TYPE_LABELS; id?: number };

/** Opens the filter overlay, sets the given filters and applies them ('Toepassen'). */
export async function applyRequestFilters(page: Page, filters: TRequestFilterInput) {
  await filterButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await expect(dialog).toBeVisible();
  if (filters.type) {
    await dialog
      .getByLabel('Type verzoek')
      .selectOption({ label: REQUEST_TYPE_LABELS[filters.type] });
  }
  if (filters.id !== undefined) {
    await dialog.getByLabel('Aanvraagnummer').fill(String(filters.id));
  }
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Goes to one tab's list, filters it on the request id and opens that request's details
 * through its 'Type verzoek' link.
 */
export async function openRequestFromList(
  page: Page,
  tab: 'open' | 'processing' | 'archive',
  customerRequestId: number,
) {
  await page.goto(`/requests/${tab}`);
  await applyRequestFilters(page, { id: customerRequestId });
  const rows = dataRows(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').first()).toHaveText(String(customerRequestId));
  // why: a reload that cuts off the shell's identify of this route change signs the user
  // out (shell bug, reported); tests reload the details, so let it finish here.
  const identified = page.waitForResponse((answer) => answer.url().endsWith('/auth/identify'));
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/requests/${tab}/details/${customerRequestId}$`));
  await (await identified).finished();
  await expect(page.getByRole('heading', { name: 'Details aanvraag', level: 1 })).toBeVisible();
}

/** The value of one field of the details summary (a term and its definition). */
export function detailsField(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The value shown under one submitted field's own title ('Ingevoerde gegevens'). */
export function customField(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 3, name: title, exact: true })
    .locator('xpath=following-sibling::*[1]');
}

/** The rows of the process history table ('Verloop'). */
export function processRows(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('table', { name: 'Verloop' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/**
 * Invites a De Linde user with the given permission map through the admin CLI, sets a
 * password through the register link's call and signs them in the way the fixtures do.
 */
export async function signInAsNewUser(page: Page, permissions: Record<string, number>) {
  const email = uniqueEmail('zonder-aanvragen');
  const printed = runAdmin(
    'main',
    'invite',
    '--org',
    'Zorggroep De Linde',
    '--email',
    email,
    '--name',
    'Tess Verhoeven',
    '--permissions',
    JSON.stringify(permissions),
  );
  const guid = /\/auth\/register\/([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  expect(guid, `register link in CLI output:\n${printed}`).toBeTruthy();
  const set = await page.request.post('/Rest/Pwa/auth/setPassword', {
    data: { guid, password: Buffer.from(DEMO_PASSWORD, 'utf8').toString('base64') },
  });
  expect(((await set.json()) as { status: string }).status).toBe('success');
  const login = await page.request.post('/Rest/Pwa/auth/login', {
    data: { emailaddress: email, password: DEMO_PASSWORD },
  });
  const body = (await login.json()) as { status: string; auth?: unknown };
  expect(body.status).toBe('success');
  await page.goto('/config.json');
  await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), body.auth);
}
