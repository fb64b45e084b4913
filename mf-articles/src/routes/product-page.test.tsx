import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { details } from '../testing/fixtures';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

function api(overrides: Partial<typeof details> = {}) {
  return mockApi({
    'GET /customer/articles/details/12': ok({ details: { ...details, ...overrides } }),
    'POST /customer/articles/product/repairs/overview': ok({
      repairs: [
        {
          repairId: 5,
          productId: 12,
          repairNumber: 'R-0005',
          serialNumber: 'TL-0012',
          statusLabel: 'Afgerond',
          status: 'FIXED',
          createDate: '2025-02-01',
          repairDate: '2025-02-03',
          repairer: 'Zorgtechniek BV',
          documentName: 'reparatiebon-R-0005.pdf',
          name: 'Tillift Birdie',
          owner: 'De Linde',
        },
      ],
      totalCount: 1,
    }),
    'POST /customer/articles/product/cleanings/overview': ok({
      cleanings: [
        {
          cleaningId: 1,
          status: 'REPAIR',
          statusLabel: 'Naar reparatie',
          createDate: '2025-03-01',
          cleanDate: null,
        },
      ],
      totalCount: 1,
    }),
    'POST /customer/articles/product/log/overview': ok({
      log: [
        {
          createDate: '2025-03-01T10:15:00Z',
          message: 'Geregistreerd',
          specification: 'Serienummer TL-0012',
          name: 'Test Gebruiker',
        },
      ],
      totalCount: 1,
    }),
    'POST /customer/articles/product/inspections/overview': ok({
      inspections: [
        inspection({ inspectionId: 9, conclusion: 'PENDING', statusLabel: 'Te keuren' }),
        inspection({ inspectionId: 8, plannedDate: '2025-10-20', inspectDate: '2025-10-22' }),
        inspection({ inspectionId: 7, plannedDate: '2024-10-22', inspectDate: '2024-10-22' }),
      ],
      totalCount: 3,
    }),
    'GET /global/product/documents/12': ok({
      documents: [
        {
          documentId: 1,
          guid: 'abc',
          type: 'PDF',
          typeDisplay: 'Handleiding',
          description: 'Gebruiksaanwijzing Birdie',
          fileName: 'birdie.pdf',
          mimeType: 'application/pdf',
          icon: 'pdf',
        },
      ],
    }),
  });
}

/** An inspection row as the api gives it: a finished one carries no due date. */
function inspection(over: Record<string, unknown>) {
  const isPending = over['conclusion'] === 'PENDING';
  return {
    inspectionId: 1,
    productId: 12,
    statusLabel: 'Goedgekeurd',
    conclusion: 'COMPLETED',
    plannedDate: '2026-12-06',
    inspectDate: null,
    serialNumber: 'TL-0012',
    name: 'Tillift Birdie',
    owner: 'De Linde',
    inspectionNumber: `KR-${String(over['inspectionId'])}`,
    hasReport: !isPending,
    nextInspectionDate: isPending ? '2026-01-10' : null,
    inspectionDue: isPending ? 'OVERDUE' : null,
    ...over,
  };
}

describe('product page', () => {
  it("titles the product '<article> <serial>' with its details and the template's fields", async () => {
    api();
    renderArea('/articles/location/product/details/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tillift Birdie TL-0012' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Maximale belasting')).toBeInTheDocument();
    expect(screen.getByText('150 kg')).toBeInTheDocument();
    expect(screen.getByText('2019')).toBeInTheDocument();
    expect(screen.getByText('12 maanden')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Onderdelen van het hulpmiddel' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Details',
      'Acties',
      'Reparaties',
      'Keuringen',
      'Reinigingen',
      'Documenten',
      'Product historie',
    ]);
  });

  it('has no Acties tab for a user with level 1', async () => {
    api();
    renderArea('/articles/location/product/details/12', { '/articles': 1 });
    const tabs = await screen.findByRole('navigation', { name: 'Onderdelen van het hulpmiddel' });
    expect(within(tabs).queryByRole('link', { name: 'Acties' })).toBeNull();
  });

  it('offers the location tiles, the QR tile only without a code', async () => {
    api();
    const first = renderArea('/articles/location/product/actions/12');
    await screen.findByRole('link', { name: /Locatie wijzigen/ });
    const titles = screen.getAllByRole('link').map((link) => link.textContent);
    expect(titles.some((title) => title?.includes('QR code koppelen'))).toBe(false);
    expect(screen.getByRole('link', { name: /Reparatie registreren/ })).toHaveAttribute(
      'href',
      '/articles/location/product/actions/clientrepair/12',
    );
    expect(screen.getByRole('button', { name: 'QR label afdrukken' })).toBeInTheDocument();
    first.unmount();
    api({ hasBarcode: false, barcodeDisplay: null });
    renderArea('/articles/location/product/actions/12');
    expect(await screen.findByRole('link', { name: /QR code koppelen/ })).toHaveAttribute(
      'href',
      '/articles/location/product/actions/scan/12',
    );
  });

  it('offers depot-out and reservation on a depot product, and moves a product to its placement', async () => {
    api({ placement: 'depot', depotStatus: 'IN_DEPOT' });
    renderArea('/articles/location/product/actions/12');
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/depot/product/actions/12'),
    );
    expect(await screen.findByRole('link', { name: /Leveren uit depot/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Reservering registreren/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Locatie wijzigen/ })).toBeNull();
  });

  it("shows 'Leveren uit depot' greyed with the api's reason on a reserved product", async () => {
    api({ placement: 'depot', depotStatus: 'IN_DEPOT', enableReservation: 1, status: 'RESERVED' });
    renderArea('/articles/depot/product/actions/12');
    expect(await screen.findByRole('link', { name: /Reservering registreren/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Leveren uit depot/ })).toBeNull();
    const tile = screen.getByText('Leveren uit depot').closest('li');
    expect(tile).toHaveTextContent('Dit hulpmiddel is gereserveerd');
  });

  it("shows 'Reparatieverzoek' greyed while a repair request runs, the other tiles as links", async () => {
    api({ runningRequests: ['REPAIR-DEPOT', 'PRODUCT-CLIENT-UPDATE'] });
    renderArea('/articles/location/product/actions/12');
    expect(await screen.findByRole('link', { name: /Cliëntgegevens/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Reparatieverzoek/ })).toBeNull();
    expect(screen.getByText('Reparatieverzoek').closest('li')).toHaveTextContent(
      'Voor dit hulpmiddel is al een reparatieverzoek in behandeling',
    );
  });

  it('gives each inspection its own result and date, and flags a plan after the due date', async () => {
    api();
    renderArea('/articles/location/product/inspections/12');
    const table = await screen.findByRole('table', { name: 'Keuringen' });
    // the product's due date once, above its history
    const due = screen.getByText('Volgende keuring').closest('div') as HTMLElement;
    expect(due).toHaveTextContent('10-01-2026Verlopen');
    expect(within(table).queryByRole('columnheader', { name: 'Volgende keuring' })).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('06-12-2026Te laat gepland'),
      expect.stringMatching(/Goedgekeurd20-10-202522-10-2025/),
      expect.stringMatching(/Goedgekeurd22-10-202422-10-2024/),
    ]);
    expect(within(table).queryByText('Verlopen')).toBeNull();
  });

  it('shows the values in Dutch notation', async () => {
    api({ purchaseValue: '1285.00', currentValue: '642.5' });
    renderArea('/articles/location/product/details/12');
    expect(await screen.findByText('€ 1.285,00')).toBeVisible();
    expect(screen.getByText('€ 642,50')).toBeVisible();
    expect(screen.queryByText('1285.00')).toBeNull();
  });

  it('warns that a removed product was removed and offers no actions', async () => {
    api({ productStatus: 'REMOVED', status: 'REMOVED' });
    renderArea('/articles/location/product/actions/12');
    expect(await screen.findByText('Hulpmiddel is afgevoerd')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Locatie wijzigen/ })).toBeNull();
  });

  it('shows the active reservation with its reason', async () => {
    api({
      placement: 'depot',
      enableReservation: 1,
      status: 'RESERVED',
      reservationReason: 'Voor mevr. De Vries',
    });
    renderArea('/articles/depot/product/details/12');
    expect(await screen.findByText('Dit hulpmiddel is gereserveerd')).toBeInTheDocument();
    expect(screen.getByText('Reden: Voor mevr. De Vries')).toBeInTheDocument();
  });

  it('lists repairs with their slip, cleanings with Dutch status, the log and documents', async () => {
    const { calls } = api();
    const repairs = renderArea('/articles/location/product/repairs/12');
    expect(await screen.findByRole('cell', { name: 'R-0005' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reparatiebon\s*R-0005/ })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/repairs/overview'))?.body).toEqual({
      tabType: 'product',
      productId: 12,
      filters: { limitOffset: 1, limitRows: 10 },
    });
    repairs.unmount();
    const cleanings = renderArea('/articles/location/product/cleanings/12');
    expect(await screen.findByText('Datum reiniging')).toBeInTheDocument();
    expect(screen.getAllByText('Naar reparatie').length).toBeGreaterThan(0);
    cleanings.unmount();
    const log = renderArea('/articles/location/product/log/12');
    expect(await screen.findByText('Geregistreerd')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Door' })).toBeInTheDocument();
    log.unmount();
    renderArea('/articles/location/product/documents/12');
    const tiles = await screen.findByRole('list', { name: 'Documenten' });
    expect(
      within(tiles).getByText('Gebruiksaanwijzing Birdie', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Handleiding')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Downloaden\s*Gebruiksaanwijzing Birdie/ }),
    ).toBeInTheDocument();
  });

  it('shows a product the server does not give as its message, without tabs', async () => {
    mockApi({ 'GET /customer/articles/details/99': refused('Hulpmiddel niet gevonden') });
    renderArea('/articles/location/product/details/99');
    expect(await screen.findByText('Hulpmiddel niet gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Onderdelen van het hulpmiddel' })).toBeNull();
  });
});
