import { authStorage } from '@portal/shared/client';
import type { TPermissions } from '@portal/shared/contract';
import { SessionProvider } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider, type TPortalContext } from '../runtime/portal-context';
import { authRecord, TEST_PORTAL } from '../test/portal-fixture';
import { HomePage } from './home-page';

/** What GET /customer/articles/inspections/summary answers in these tests. */
let overdue = 0;

beforeEach(() => {
  overdue = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: 'success', message: null, response: { overdue, soon: 1 } }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderHome(permissions: TPermissions, portal: TPortalContext = TEST_PORTAL) {
  authStorage.set(authRecord(permissions));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <PortalProvider value={portal}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </PortalProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  const tiles = within(screen.getByRole('list', { name: 'Snel naar' }))
    .getAllByRole('link')
    .filter((link) => link.classList.contains('ui-tile__link'));
  return tiles.map((tile) => [
    tile.querySelector('.ui-tile__title')?.textContent,
    tile.getAttribute('href'),
  ]);
}

describe('home page', () => {
  it('greets the user by full name', () => {
    renderHome({});
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible();
  });

  it('shows every deployed tile for {"*":2}, and Aanvraag ZVW in a new tab', () => {
    expect(renderHome({ '*': 2 })).toEqual([
      ['Scannen', '/scan'],
      ['Verhuur', '/rentals/actions'],
      ['Management info', '/management'],
      ['Hulpmiddelenbeheer', '/articles/actions'],
      ['Aanvragen', '/requests'],
      ['Aanvraag ZVW', 'https://www.vitalis-zorg.nl/aanvraag-zvw'],
    ]);
    expect(screen.getByRole('link', { name: /Aanvraag ZVW/ })).toHaveAttribute('target', '_blank');
  });

  it('shows Verhuur and Aanvragen for {"/rentals":1,"/requests":1}', () => {
    expect(renderHome({ '/rentals': 1, '/requests': 1 }).map(([title]) => title)).toEqual([
      'Verhuur',
      'Aanvragen',
      'Aanvraag ZVW',
    ]);
  });

  it('shows only Aanvraag ZVW for {} or when no area is deployed', () => {
    expect(renderHome({}).map(([title]) => title)).toEqual(['Aanvraag ZVW']);
  });

  it('hides tiles of areas that are not deployed', () => {
    const onlyAuth = { ...TEST_PORTAL, remotes: new Set(['auth']) };
    expect(renderHome({ '*': 2 }, onlyAuth).map(([title]) => title)).toEqual([
      'Scannen',
      'Aanvraag ZVW',
    ]);
  });

  it('offers Call and Mail without showing their targets', () => {
    renderHome({});
    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Bellen' })).toHaveAttribute(
      'href',
      'tel:+31301234567',
    );
    expect(within(support).getByRole('link', { name: 'Mailen' })).toHaveAttribute(
      'href',
      'mailto:support@vitalis-zorg.nl',
    );
    expect(support).not.toHaveTextContent('support@vitalis-zorg.nl');
    expect(support).not.toHaveTextContent('123 45 67');
  });

  it('links the count of aids past their inspection to exactly those, beside the tile', async () => {
    overdue = 3;
    renderHome({ '*': 2 });
    const count = await screen.findByRole('link', { name: '3 keuringen verlopen' });
    expect(count).toHaveAttribute('href', '/articles/inspections/open?due=OVERDUE');
    // its own link in the card, not inside the tile's link to /articles/actions
    const tile = screen.getByRole('link', { name: /Hulpmiddelenbeheer/ });
    expect(tile).toHaveAttribute('href', '/articles/actions');
    expect(tile.contains(count)).toBe(false);
    expect(count.closest('li')).toBe(tile.closest('li'));
  });

  it('shows the count as text to a user who may not open the inspections list', async () => {
    overdue = 3;
    renderHome({ '/articles/actions': 2 });
    expect(await screen.findByText('3 keuringen verlopen')).toBeVisible();
    expect(screen.queryByRole('link', { name: '3 keuringen verlopen' })).toBeNull();
  });

  it('says so when nothing is overdue', async () => {
    renderHome({ '*': 2 });
    expect(await screen.findByText('Geen keuringen verlopen')).toBeVisible();
    expect(screen.queryByRole('link', { name: /verlopen/ })).toBeNull();
  });

  it('holds the line of the count open while it loads, so the tiles do not move', () => {
    overdue = 3;
    renderHome({ '*': 2 });
    const tile = screen.getByRole('link', { name: /Hulpmiddelenbeheer/ });
    // before the answer: the (empty) line is already in the tile's card
    const line = within(tile.closest('li') as HTMLElement).getByRole('status');
    expect(line).toHaveTextContent('');
  });
});
