import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea } from '../../../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

const cases = [
  {
    rentalCaseId: 12,
    displayName: 'Hoog-laagbed',
    startDate: '2024-03-07',
    endDate: null,
    departmentRoom: 'Noord / 12',
    endUser: null,
    companyName: 'De Linde',
    generalUse: 1,
  },
];

function api(casesAnswer = ok({ cases, totalCount: 1 })) {
  return mockApi({
    'POST /customer/rentals/cases': casesAnswer,
    'GET /global/locations/0': ok({ locations: [] }),
  });
}

describe('RentalCasesList', () => {
  it('lists the cases with their links, general use and paging of page 1', async () => {
    const { calls } = api();
    renderArea('/rentals/active');
    const link = await screen.findByRole('link', { name: 'Hoog-laagbed' });
    expect(link).toHaveAttribute('href', '/rentals/active/details/12');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Algemeen gebruik')).toBeInTheDocument();
    expect(within(table).queryByText('Einddatum')).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      tabType: 'active',
      filters: { limitOffset: 1, limitRows: 10 },
    });
    expect(screen.getByRole('button', { name: 'Download excel' })).toBeInTheDocument();
  });

  it('shows only the tabs the user may open, and no request button without level 2', async () => {
    api();
    renderArea('/rentals/waiting', {
      '/rentals': 1,
      '/rentals/archive': 0,
    });
    await screen.findByRole('link', { name: 'Hoog-laagbed' });
    const tabs = screen.getByRole('navigation', { name: 'Weergave' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Actief', 'In behandeling']);
    expect(screen.queryByRole('link', { name: 'Nieuwe aanvraag verhuur' })).toBeNull();
  });

  it("applies stored filters of the list's own identifier", async () => {
    localStorage.setItem(
      'filters',
      JSON.stringify({ 'rentals-archive': { search: ' bed ', locationId: '4' } }),
    );
    const { calls } = api();
    renderArea('/rentals/archive');
    await screen.findByRole('link', { name: 'Hoog-laagbed' });
    expect(calls[0]?.body).toEqual({
      tabType: 'archive',
      filters: { limitOffset: 1, limitRows: 10, search: 'bed', locationId: 4 },
    });
    // the term is in the search field above the list, not in the filter sheet
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(' bed ');
  });

  it('sends the order a header chose, and the archive names its own order by end date', async () => {
    localStorage.setItem(
      'filters',
      JSON.stringify({ 'rentals-archive': { sortBy: 'displayName', sortDirection: 'desc' } }),
    );
    const { calls } = api();
    renderArea('/rentals/archive');
    await screen.findByRole('link', { name: 'Hoog-laagbed' });
    expect(calls[0]?.body).toEqual({
      tabType: 'archive',
      filters: { limitOffset: 1, limitRows: 10, sortBy: 'displayName', sortDirection: 'desc' },
    });
    expect(screen.getByRole('columnheader', { name: /^Artikel/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /^Einddatum/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it("shows the server's message on an error and the no-data notice when empty", async () => {
    api(refused('Geen toegang tot deze locatie'));
    const first = renderArea('/rentals/active');
    expect(await screen.findByText('Geen toegang tot deze locatie')).toBeInTheDocument();
    first.unmount();
    api(ok({ cases: [], totalCount: 0 }));
    renderArea('/rentals/active');
    expect(await screen.findByText('Er zijn geen resultaten gevonden')).toBeInTheDocument();
  });
});
