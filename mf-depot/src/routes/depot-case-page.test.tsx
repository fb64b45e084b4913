import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

const DETAILS = {
  depotCaseId: 31,
  name: 'Leveren uit depot 2 artikelen – De Linde',
  formType: 'TRANSPORT-OUT',
  statusLabel: 'Afgerond',
  depotStatus: 'COMPLETED',
  createDate: '2026-03-07',
  handleDate: '2026-03-09',
  pickupAddress: null,
  dropoffAddress: 'Lindelaan 4, Utrecht',
  lastAction: 'Geleverd op kamer 12',
  timeSpent: 25,
  priorityCall: true,
  invoiceable: false,
  remarks: 'Graag via de achteringang',
  products: [
    { name: 'Hoog-laagbed Opera SN-100', depotStatus: null, productStatus: 'ACTIVE', productId: 5 },
    {
      name: 'Tillift Birdie SN-200',
      depotStatus: 'IN_DEPOT',
      productStatus: 'RESERVED',
      productId: 6,
    },
  ],
  customerRequestId: 77,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function field(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling;
}

describe('depot order details', () => {
  it('shows every field of the spec and the table Hulpmiddelen', async () => {
    const { calls } = mockApi({ 'GET /customer/depot/details/31': ok({ details: DETAILS }) });
    renderArea('/articles/depot-archive/details/31');
    expect(await screen.findByRole('heading', { level: 1, name: DETAILS.name })).toBeVisible();
    expect(calls[0]?.path).toBe('/customer/depot/details/31');
    expect(field('Type opdracht')).toHaveTextContent('Leveren uit depot');
    expect(field('Status')).toHaveTextContent('Afgerond');
    expect(field('Aanmaakdatum')).toHaveTextContent('07-03-2026');
    expect(field('Verwerkingsdatum')).toHaveTextContent('09-03-2026');
    expect(field('Afleveradres')).toHaveTextContent('Lindelaan 4, Utrecht');
    expect(screen.queryByText('Ophaaladres')).toBeNull();
    expect(field('Laatste actie')).toHaveTextContent('Geleverd op kamer 12');
    expect(field('Tijd op locatie')).toHaveTextContent('25 minuten');
    expect(field('Spoed')).toHaveTextContent('Ja');
    expect(field('Factureerbaar')).toHaveTextContent('Nee');
    expect(field('Opmerkingen')).toHaveTextContent('Graag via de achteringang');

    const table = screen.getByRole('table', { name: 'Hulpmiddelen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Naam', 'Depotstatus', 'Status']);
    expect(within(table).getByText('In depot')).toBeInTheDocument();
    expect(within(table).getByText('Gereserveerd')).toBeInTheDocument();
    expect(within(table).getByText('Actief')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Hoog-laagbed Opera SN-100' })).toHaveAttribute(
      'href',
      '/articles/location/product/details/5',
    );
    expect(within(table).getByRole('link', { name: 'Tillift Birdie SN-200' })).toHaveAttribute(
      'href',
      '/articles/depot/product/details/6',
    );
    expect(screen.getByRole('link', { name: 'Terug naar het overzicht' })).toHaveAttribute(
      'href',
      '/articles/depot-archive',
    );
    // The page-title cache (type depotcase) keeps the name for the next visit.
    expect(JSON.parse(localStorage.getItem('page-title-depotcase-31') ?? '{}')).toEqual({
      name: DETAILS.name,
    });
    expect(document.title).toBe(DETAILS.name);
  });

  it('leaves out the handled date until the order is completed, and both addresses when null', async () => {
    mockApi({
      'GET /customer/depot/details/31': ok({
        details: {
          ...DETAILS,
          depotStatus: 'PLANNED',
          statusLabel: 'Ingepland',
          handleDate: '2026-03-09',
          dropoffAddress: null,
          timeSpent: null,
          products: [],
        },
      }),
    });
    renderArea('/articles/depot-pending/details/31');
    expect(await screen.findByText('Ingepland')).toBeInTheDocument();
    expect(screen.queryByText('Verwerkingsdatum')).toBeNull();
    expect(screen.queryByText('Afleveradres')).toBeNull();
    expect(screen.queryByText('Ophaaladres')).toBeNull();
    expect(
      screen.getByText('Er zijn nog geen hulpmiddelen aan deze opdracht gekoppeld.'),
    ).toBeInTheDocument();
  });

  it('titles the page from the cache before the details arrive', async () => {
    localStorage.setItem('page-title-depotcase-31', JSON.stringify({ name: 'Opdracht uit cache' }));
    mockApi({ 'GET /customer/depot/details/31': () => new Promise(() => undefined) });
    renderArea('/articles/depot-pending/details/31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opdracht uit cache' }),
    ).toBeVisible();
  });

  it('moves an order opened under the other tab to its own', async () => {
    mockApi({ 'GET /customer/depot/details/31': ok({ details: DETAILS }) });
    renderArea('/articles/depot-pending/details/31');
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/depot-archive/details/31'),
    );
    expect(screen.getByRole('link', { name: 'Terug naar het overzicht' })).toHaveAttribute(
      'href',
      '/articles/depot-archive',
    );
  });

  it("shows the server's message for an order it does not give, and refuses a bad id", async () => {
    mockApi({ 'GET /customer/depot/details/999': refused('Niet gevonden') });
    const view = renderArea('/articles/depot-pending/details/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Niet gevonden');
    view.unmount();
    const { calls } = mockApi({});
    renderArea('/articles/depot-pending/details/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Opdracht niet gevonden');
    expect(calls).toHaveLength(0);
  });

  it('shows its own not-found page for an address under /articles it does not have', async () => {
    mockApi({});
    renderArea('/articles/depot-pending/onbekend/3');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  });
});
