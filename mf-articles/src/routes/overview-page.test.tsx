import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea } from '../testing/render-area';
import { product } from '../testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

function api(products = [product]) {
  return mockApi({
    'POST /customer/articles/overview': ok({ products, totalCount: 23 }),
    'POST /global/articles/categories': ok({ categories: [] }),
    'GET /global/locations/0': ok({ locations: [{ value: 4, label: 'De Linde' }] }),
    'GET /global/warehouses': ok({
      warehouses: [
        { value: 1, label: 'Magazijn Zwolle' },
        { value: 2, label: 'Depot Eindhoven' },
      ],
    }),
  });
}

describe('product overview', () => {
  it("redirects /articles to 'Op locatie' and asks the first page of the location tab", async () => {
    const { calls } = api();
    renderArea('/articles');
    const table = await screen.findByRole('table', { name: 'Op locatie' });
    expect(within(table).getByText('TL-0012')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/customer/articles/overview')?.body).toEqual({
      tabType: 'location',
      filters: { limitOffset: 1, limitRows: 10 },
    });
    const tabs = screen.getByRole('navigation', { name: 'Weergave' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Op locatie', 'In depot', 'Opdrachten', 'Archief']);
  });

  it("shows 'Bouwjaar' as a year, quality in Dutch and the next inspection with its status", async () => {
    api();
    renderArea('/articles/location');
    const table = await screen.findByRole('table', { name: 'Op locatie' });
    // 'Bouwjaar' waits in 'Kolommen' on a desk screen; the value is in the row
    expect(within(table).getByRole('columnheader', { name: /^Bouwjaar/ })).toHaveClass(
      'ui-list__cell--off-table',
    );
    expect(within(table).getByText('2019')).toBeInTheDocument();
    expect(within(table).getByText('Matig')).toBeInTheDocument();
    expect(within(table).getByText('10-01-2026')).toBeInTheDocument();
    expect(within(table).getByText('Verlopen')).toHaveClass('ui-badge--danger');
    expect(within(table).getByText('Actief')).toBeInTheDocument();
  });

  it("shows a product whose enableReservation is '1' as Gereserveerd, and the depot columns", async () => {
    api([{ ...product, enableReservation: '1', depotStatus: 'IN_DEPOT', owner: 'Depot Utrecht' }]);
    renderArea('/articles/depot');
    const table = await screen.findByRole('table', { name: 'In depot' });
    expect(within(table).getByText('Gereserveerd')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Depot' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Cliënt' })).toBeNull();
  });

  it('links a row to the product details and offers labels for the selected rows', async () => {
    api();
    const { user } = renderArea('/articles/location');
    const link = await screen.findByRole('link', { name: 'Tillift Birdie' });
    expect(link).toHaveAttribute('href', '/articles/location/product/details/12');
    expect(screen.queryByRole('button', { name: /QR labels/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Tillift Birdie TL-0012 selecteren' }));
    expect(screen.getByRole('button', { name: 'QR labels (1)' })).toBeInTheDocument();
  });

  it('sends the applied filters without empty ones', async () => {
    const { calls } = api();
    const { user } = renderArea('/articles/location');
    await screen.findByRole('table', { name: 'Op locatie' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.type(screen.getByRole('searchbox', { name: 'Serienummer' }), ' TL-1 ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kwaliteit' }), 'GOOD');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    await screen.findByText('2 actief');
    const last = calls.filter((call) => call.path === '/customer/articles/overview').at(-1);
    expect(last?.body).toEqual({
      tabType: 'location',
      filters: { limitOffset: 1, limitRows: 10, serialNumber: 'TL-1', quality: 'GOOD' },
    });
  });

  it("sorts by 'Volgende keuring' from its header, and the order stays with the filters", async () => {
    const { calls } = api();
    const overviewBodies = () =>
      calls.filter((call) => call.path === '/customer/articles/overview').map((call) => call.body);
    const first = renderArea('/articles/location');
    const table = await screen.findByRole('table', { name: 'Op locatie' });
    const header = within(table).getByRole('columnheader', { name: /Volgende keuring/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const sort = within(header).getByRole('button', { name: 'Volgende keuring' });
    await first.user.click(sort);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(overviewBodies().at(-1)).toEqual({
      tabType: 'location',
      filters: { limitOffset: 1, limitRows: 10, sortBy: 'nextInspection', sortDirection: 'asc' },
    });
    // The filter dialog names the same order.
    await first.user.click(screen.getByRole('button', { name: /^Filter/ }));
    expect(screen.getByRole('combobox', { name: 'Sorteren' })).toHaveDisplayValue(
      'Volgende keuring, vroegste eerst',
    );
    first.unmount();

    // Back on the list later: still sorted; the keyboard turns it round.
    const again = renderArea('/articles/location');
    const shown = await screen.findByRole('table', { name: 'Op locatie' });
    const header2 = within(shown).getByRole('columnheader', { name: /Volgende keuring/ });
    expect(header2).toHaveAttribute('aria-sort', 'ascending');
    within(header2).getByRole('button').focus();
    await again.user.keyboard('{Enter}');
    expect(header2).toHaveAttribute('aria-sort', 'descending');
    expect(overviewBodies().at(-1)).toEqual({
      tabType: 'location',
      filters: { limitOffset: 1, limitRows: 10, sortBy: 'nextInspection', sortDirection: 'desc' },
    });
  });

  it('names its tab in the heading, not the area', async () => {
    api();
    const first = renderArea('/articles/location');
    expect(await screen.findByRole('heading', { level: 1, name: 'Op locatie' })).toBeVisible();
    first.unmount();
    renderArea('/articles/depot');
    expect(await screen.findByRole('heading', { level: 1, name: 'In depot' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Hulpmiddelenbeheer' })).toBeNull();
  });

  it("filters 'In depot' by depot instead of a care location, and sends its id", async () => {
    // A location chosen on this list before the depot filter existed narrows nothing unseen.
    localStorage.setItem('filters', JSON.stringify({ 'articles-depot': { locationId: '4' } }));
    const { calls } = api();
    const { user } = renderArea('/articles/depot');
    await screen.findByRole('table', { name: 'In depot' });
    expect(calls.find((call) => call.path === '/customer/articles/overview')?.body).toEqual({
      tabType: 'depot',
      filters: { limitOffset: 1, limitRows: 10 },
    });
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Locatie' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Depot' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Depot Eindhoven' }));
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    await screen.findByText('1 actief');
    expect(
      calls.filter((call) => call.path === '/customer/articles/overview').at(-1)?.body,
    ).toEqual({
      tabType: 'depot',
      filters: { limitOffset: 1, limitRows: 10, warehouseId: 2 },
    });
  });

  it("names the list's own order in 'Sorteren', never 'Artikel' while it is another", async () => {
    api();
    const { user } = renderArea('/articles/location');
    await screen.findByRole('table', { name: 'Op locatie' });
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const sort = screen.getByRole('combobox', { name: 'Sorteren' });
    expect(sort).toHaveDisplayValue('Laatst geregistreerd eerst');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Artikel, A tot Z');
  });

  it("shows the server's message when the list is refused", async () => {
    mockApi({ 'POST /customer/articles/overview': refused('Geen toegang tot deze lijst') });
    renderArea('/articles/location');
    expect(await screen.findByText('Geen toegang tot deze lijst')).toBeInTheDocument();
  });
});
