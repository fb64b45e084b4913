import { authStorage } from '@portal/shared/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRecord } from '../test/portal-fixture';
import { MailSettingsPage } from './mail-settings-page';

/** What the api holds in these tests, and the bodies the page saved. */
let stored = { step: 'now', complete: 'digest', reject: 'off' };
const saved: unknown[] = [];

beforeEach(() => {
  stored = { step: 'now', complete: 'digest', reject: 'off' };
  saved.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/account/mail-preferences/save')) {
        stored = JSON.parse(String(init?.body)) as typeof stored;
        saved.push(stored);
      }
      return new Response(JSON.stringify({ status: 'success', message: null, response: stored }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  authStorage.set(authRecord({}));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MailSettingsPage />
    </QueryClientProvider>,
  );
}

describe('E-mailmeldingen', () => {
  it("shows the user's choice per kind and saves a new one", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mailmeldingen' })).toBeVisible();
    const steps = await screen.findByRole('group', { name: 'Nieuwe stap in een aanvraag' });
    expect(within(steps).getByRole('radio', { name: 'Direct' })).toBeChecked();
    const completed = screen.getByRole('group', { name: 'Aanvraag afgerond' });
    expect(within(completed).getByRole('radio', { name: 'Dagelijks overzicht' })).toBeChecked();
    const rejected = screen.getByRole('group', { name: 'Aanvraag afgewezen' });
    expect(within(rejected).getByRole('radio', { name: 'Niet' })).toBeChecked();

    await user.click(within(steps).getByRole('radio', { name: 'Niet' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Uw keuze is opgeslagen')).toBeVisible();
    expect(saved).toEqual([{ step: 'off', complete: 'digest', reject: 'off' }]);
  });
});
