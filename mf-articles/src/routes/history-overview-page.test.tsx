import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

const inspection = {
  inspectionId: 8,
  productId: 12,
  statusLabel: 'Goedgekeurd',
  conclusion: 'COMPLETED',
  plannedDate: '2025-01-01',
  inspectDate: '2025-01-10',
  serialNumber: 'TL-0012',
  name: 'Tillift Birdie',
  owner: 'De Linde',
  inspectionNumber: 'K-0008',
  hasReport: true,
  // a finished inspection carries no due date (api: only a coming one does)
  nextInspectionDate: null,
  inspectionDue: null,
};

const due = {
  ...inspection,
  plannedDate: '2026-02-01',
  nextInspectionDate: '2026-01-10',
  inspectionId: null,
  statusLabel: 'Te keuren',
  conclusion: 'PENDING',
  inspectDate: null,
  inspectionNumber: null,
  hasReport: false,
  inspectionDue: 'OVERDUE',
};

function api() {
  return mockApi({
    'POST /customer/articles/product/inspections/overview': (call) =>
      ok({
        inspections:
          (call.body as { context: string }).context === 'overview-open' ? [due] : [inspection],
        totalCount: 1,
      }),
    'POST /customer/articles/product/repairs/overview': ok({ repairs: [], totalCount: 0 }),
    'POST /global/articles/categories': ok({ categories: [] }),
    'GET /global/locations/0': ok({ locations: [] }),
  });
}

describe('inspections and repairs overviews', () => {
  it("redirects to 'Te keuren' and lists a due product without a number as 'Nog niet gepland'", async () => {
    const { calls } = api();
    renderArea('/articles/inspections');
    const table = await screen.findByRole('table', { name: 'Keuringen' });
    expect(within(table).getByText('Nog niet gepland')).toBeInTheDocument();
    expect(within(table).getByText('Verlopen')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Rapport/ })).toBeNull();
    expect(calls[0]?.body).toEqual({
      context: 'overview-open',
      filters: { limitOffset: 1, limitRows: 10 },
    });
    expect(within(table).getByRole('link', { name: 'Tillift Birdie' })).toHaveAttribute(
      'href',
      '/articles/location/product/inspections/12',
    );
  });

  it("opens with exactly the overdue products from the home page's link, then forgets the address", async () => {
    const { calls } = api();
    const { user } = renderArea('/articles/inspections/open?due=OVERDUE');
    const table = await screen.findByRole('table', { name: 'Keuringen' });
    expect(calls[0]?.body).toEqual({
      context: 'overview-open',
      filters: { limitOffset: 1, limitRows: 10, due: 'OVERDUE' },
    });
    expect(currentLocation.search).toBe('');
    // the plan after the due date is flagged; the filter shows in the dialog
    expect(within(table).getByText('Te laat gepland')).toBeInTheDocument();
    expect(screen.getByText('1 actief')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    expect(screen.getByRole('combobox', { name: 'Keuringsdatum' })).toHaveValue('OVERDUE');
  });

  it('offers the report of a completed inspection in the archive', async () => {
    api();
    renderArea('/articles/inspections/archive');
    const table = await screen.findByRole('table', { name: 'Keuringen' });
    expect(within(table).getByRole('button', { name: /Rapport\s*K-0008/ })).toBeInTheDocument();
    expect(within(table).getByText('Goedgekeurd')).toBeInTheDocument();
    // its own dates, no due status of the product today
    expect(within(table).getByText('10-01-2025')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Volgende keuring' })).toBeNull();
  });

  it('shows the no-data notice on an empty repairs tab', async () => {
    api();
    renderArea('/articles/repairs');
    expect(await screen.findByText('Er zijn geen resultaten gevonden')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Weergave' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Openstaand', 'Archief']);
  });
});

describe('actions page', () => {
  it('shows each tile only with permission', async () => {
    mockApi({});
    const first = renderArea('/articles/actions');
    const all = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(all).toEqual([
      '/articles/actions/scan',
      '/articles/inspections',
      '/articles/repairs',
      '/articles/add',
      '/articles/depot/request',
      '/articles/depot-pending',
    ]);
    first.unmount();
    renderArea('/articles/actions', { '/articles': 1 });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/articles/actions/scan',
      '/articles/inspections',
      '/articles/repairs',
      '/articles/depot/request',
      '/articles/depot-pending',
    ]);
  });

  it("answers 'Pagina niet gevonden' for an unknown address and a form the placement lacks", async () => {
    mockApi({});
    renderArea('/articles/depot/product/actions/relocate/12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagina niet gevonden');
  });
});
