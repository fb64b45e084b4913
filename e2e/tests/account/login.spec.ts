import type { Page } from '@playwright/test';
import { PASSWORD_LABEL } from '../../support/labels';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

const usernameField = (page: Page) => page.getByLabel(/gebruikersnaam/i);
const passwordField = (page: Page) => page.getByLabel(PASSWORD_LABEL);

test.describe('login', () => {
  test('signs in with a demo account and greets the user by full name @phone', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await usernameField(page).fill(ACCOUNTS.anna.email);
    await passwordField(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(ACCOUNTS.anna.fullName).first()).toBeVisible();
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(auth).toMatchObject({
      fullName: ACCOUNTS.anna.fullName,
      environment: 'customer-portal',
    });
    expect(auth.token).toEqual(expect.any(String));
  });

  test('draws the sign-in card without moving what it drew first @phone', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeVisible();
    await expect(usernameField(page)).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts, 'layout shifts on /auth/login').toEqual([]);
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText('Verplicht veld', { exact: true })).toHaveCount(2);
    // Issue 9 point 1: the refused submit focuses the error summary on top.
    await expect(
      page.getByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('shows the server message for a wrong password and stays signed out', async ({ page }) => {
    await page.goto('/auth/login');
    await usernameField(page).fill(ACCOUNTS.bram.email);
    await passwordField(page).fill('NietHetWachtwoord1');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText(/^Onjuiste gebruikersnaam of wachtwoord\./)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/auth/login');
    await passwordField(page).fill('geheim');
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Wachtwoord verbergen' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
  });

  test('clears local storage when the login page loads', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.evaluate(() => localStorage.setItem('filters', '{"x":{}}'));
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('sends a signed-out visitor of a protected page to the login page', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('redirects /auth and /login to the login page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('links to the forgot-password page', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);
    await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  });
});
