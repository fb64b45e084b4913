import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

const CASES = [
  {
    depotCaseId: 31,
    name: 'Leveren uit depot 2 artikelen – De Linde',
    formType: 'TRANSPORT-OUT',
    createDate: '2026-03-07',
    handleDate: '2026-03-09',
  },
  {
    depotCaseId: 32,
    name: 'In depot (ophalen) Tillift – De Linde',
    formType: 'TRANSPORT-IN',
    createDate: '2026-03-08',
    handleDate: null,
  },
];

const CATEGORIES = [
  {
    categoryId: 1,
    parentId: null,
    title: 'Bedden',
    priceDisplay: null,
    isRentable: 0,
    hasMeasurementsBed: 0,
  },
  {
    categoryId: 2,
    parentId: 1,
    title: 'Hoog-laagbedden',
    priceDisplay: null,
    isRentable: 0,
    hasMeasurementsBed: 1,
  },
  {
    categoryId: 3,
    parentId: null,
    title: 'Tilliften',
    priceDisplay: null,
    isRentable: 0,
    hasMeasurementsBed: 0,
  },
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /customer/depot/cases': ok({ cases: CASES, totalCount: 25 }),
    'POST /global/articles/categories': ok({ categories: CATEGORIES }),
    ...overrides,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('depot order lists', () => {
  it("shows 'Opdrachten' with Opdracht, Type opdracht and Aanmaakdatum, linking to the details", async () => {
    const { calls } = api();
    const { user } = renderArea('/articles/depot-pending');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.firstChild?.textContent),
    ).toEqual(['Opdracht', 'Type opdracht', 'Aanmaakdatum']);
    expect(
      within(table).getByText('Leveren uit depot', { selector: 'td *, td' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('In depot (ophalen)')).toBeInTheDocument();
    expect(within(table).getByText('07-03-2026')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/customer/depot/cases')?.body).toEqual({
      tabType: 'pending',
      limitOffset: 1,
      limitRows: 10,
      categoryId: null,
      formType: null,
    });
    const link = within(table).getByRole('link', { name: CASES[0]?.name ?? '' });
    expect(link).toHaveAttribute('href', '/articles/depot-pending/details/31');
    expect(screen.getByRole('link', { name: 'Opdrachten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Archief' })).toHaveAttribute(
      'href',
      '/articles/depot-archive',
    );
    await user.click(link);
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/depot-pending/details/31'),
    );
  });

  it("adds Verwerkingsdatum in 'Archief' and asks the archive tab", async () => {
    const { calls } = api();
    renderArea('/articles/depot-archive');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.firstChild?.textContent),
    ).toEqual(['Opdracht', 'Type opdracht', 'Aanmaakdatum', 'Verwerkingsdatum']);
    expect(within(table).getByText('09-03-2026')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ tabType: 'archive' });
  });

  it('filters on category and order type, keeps them per list and after a reload', async () => {
    const { calls } = api();
    const view = renderArea('/articles/depot-pending');
    const { user } = view;
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    const dialog = await screen.findByRole('dialog');
    const type = within(dialog).getByLabelText('Type opdracht');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Maak een keuze',
      'In depot (ophalen)',
      'Leveren uit depot',
      'Direct in depot',
      'Direct uit depot',
      'Locatiewijziging',
    ]);
    await user.selectOptions(type, 'DIRECT-OUT');
    await user.type(within(dialog).getByRole('combobox', { name: 'Artikelcategorie' }), 'hoog');
    await user.click(
      await within(dialog).findByRole('option', { name: 'Bedden – Hoog-laagbedden' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        tabType: 'pending',
        limitOffset: 1,
        limitRows: 10,
        categoryId: 2,
        formType: 'DIRECT-OUT',
      }),
    );
    const stored = JSON.parse(localStorage.getItem('filters') ?? '{}') as Record<string, unknown>;
    expect(stored['depot_pending']).toMatchObject({ categoryId: 2, formType: 'DIRECT-OUT' });

    view.unmount();
    calls.length = 0;
    renderArea('/articles/depot-pending');
    await screen.findByRole('table');
    expect(calls.find((call) => call.path === '/customer/depot/cases')?.body).toMatchObject({
      categoryId: 2,
      formType: 'DIRECT-OUT',
    });
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('2 actief');

    // The archive keeps its own filters.
    calls.length = 0;
    view.unmount();
    renderArea('/articles/depot-archive');
    await screen.findAllByRole('table');
    expect(calls.find((call) => call.path === '/customer/depot/cases')?.body).toMatchObject({
      tabType: 'archive',
      categoryId: null,
      formType: null,
    });
  });

  it('treats a stored filter value that is no longer valid as unset', async () => {
    localStorage.setItem(
      'filters',
      JSON.stringify({ depot_pending: { categoryId: -4, formType: 'VERZONNEN' } }),
    );
    const { calls } = api();
    renderArea('/articles/depot-pending');
    await screen.findByRole('table');
    expect(calls.find((call) => call.path === '/customer/depot/cases')?.body).toMatchObject({
      categoryId: null,
      formType: null,
    });
  });

  it('asks the next page with limitOffset 11', async () => {
    const { calls } = api();
    const { user } = renderArea('/articles/depot-pending');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ limitOffset: 11 }));
  });

  it('downloads the Excel of the filtered list, without paging', async () => {
    localStorage.setItem(
      'filters',
      JSON.stringify({ depot_archive: { categoryId: 3, formType: 'TRANSPORT-IN' } }),
    );
    const xlsx = new Uint8Array(200).fill(80);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:excel');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { calls } = api({
      'POST /customer/depot/cases/excel': () =>
        new Response(xlsx, {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderArea('/articles/depot-archive');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download excel' }));
    await waitFor(() => expect(saved).toEqual(['depot-archief.xlsx']));
    expect(calls.find((call) => call.path === '/customer/depot/cases/excel')?.body).toEqual({
      tabType: 'archive',
      categoryId: 3,
      formType: 'TRANSPORT-IN',
    });
    click.mockRestore();
  });

  it("shows the no-data notice, and the server's message on an error", async () => {
    api({ 'POST /customer/depot/cases': ok({ cases: [], totalCount: 0 }) });
    const view = renderArea('/articles/depot-pending');
    expect(await screen.findByText('Er zijn geen resultaten gevonden')).toBeInTheDocument();
    view.unmount();
    api({ 'POST /customer/depot/cases': refused('De opdrachten zijn nu niet beschikbaar') });
    renderArea('/articles/depot-pending');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De opdrachten zijn nu niet beschikbaar',
    );
  });

  it('shows the flash message a form sends along', async () => {
    api();
    renderArea({
      pathname: '/articles/depot-pending',
      state: {
        flash: { message: 'Uw aanvraag voor levering uit het depot is verstuurd', type: 'success' },
      },
    });
    expect(
      await screen.findByText('Uw aanvraag voor levering uit het depot is verstuurd'),
    ).toBeVisible();
  });
});
