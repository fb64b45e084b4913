import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

const details = {
  title: 'Hoog-laagbed bij Mevr. Jansen',
  articleName: 'Hoog-laagbed Verso',
  serialNumber: 'SN-12',
  productBrand: 'Invacare',
  productType: 'Verso II',
  barcode: 'VH-12',
  rentalCaseId: 12,
  status: 'ACTIVE',
  statusDisplay: 'Actief',
  priceDisplay: '€ 2,50 per dag',
  startDate: '2024-03-07',
  endDate: null,
  rentalExtensions: 0,
  endUser: 'Mevr. Jansen',
  birthDate: '1940-01-02',
  departmentRoom: 'Noord / 12',
  generalUse: 0,
  contactUser: 'Test Gebruiker',
  contactPhone: '010-1234567',
  contactEmail: 'test@delinde.nl',
  rentalAddress: 'Lindelaan 1\n1234 AB Utrecht',
  invoiceAddress: null,
};

const invoice = {
  invoiceId: 3,
  invoiceNumber: 'F-2024-003',
  invoiceDate: '2024-04-01',
  priceDisplay: '€ 75,00',
  paymentStatus: 'OPEN',
  invoiceType: 1,
  originType: 'RENTAL',
  location: 'De Linde',
  documentName: 'factuur-F-2024-003.pdf',
  title: 'Factuur',
};

function api() {
  return mockApi({
    'GET /customer/rentals/details/12': ok({ details }),
    'POST /customer/management/invoices': ok({ invoices: [invoice], totalCount: 1 }),
  });
}

describe('case pages', () => {
  it("titles the case 'Dossier {id}' and shows every detail field", async () => {
    api();
    renderArea('/rentals/active/details/12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dossier 12');
    // a value's codes and hyphenated words are kept whole in spans of their own
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'DD' && element.textContent === 'Hoog-laagbed bij Mevr. Jansen',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('07-03-2024')).toBeInTheDocument();
    expect(screen.getByText('02-01-1940')).toBeInTheDocument();
    expect(screen.getByText('Actief')).toHaveClass('ui-badge--success');
    expect(screen.getAllByRole('term')).toHaveLength(21);
  });

  it('shows Acties on active cases only for level 2', async () => {
    api();
    const first = renderArea('/rentals/active/details/12');
    const tabs = await screen.findByRole('navigation', { name: 'Onderdelen van het dossier' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Acties', 'Facturen', 'Documenten']);
    first.unmount();
    api();
    renderArea('/rentals/active/details/12', { '/rentals': 1 });
    const viewTabs = await screen.findByRole('navigation', { name: 'Onderdelen van het dossier' });
    expect(within(viewTabs).queryByRole('link', { name: 'Acties' })).toBeNull();
  });

  it('has no Acties on archive cases and offers the retour and repair tiles on active', async () => {
    mockApi({
      'GET /customer/rentals/details/12': ok({ details: { ...details, status: 'ENDED' } }),
    });
    const first = renderArea('/rentals/archive/details/12');
    const tabs = await screen.findByRole('navigation', { name: 'Onderdelen van het dossier' });
    expect(within(tabs).queryByRole('link', { name: 'Acties' })).toBeNull();
    first.unmount();
    api();
    renderArea('/rentals/active/actions/12');
    expect(await screen.findByRole('link', { name: /Retour melden/ })).toHaveAttribute(
      'href',
      '/rentals/active/retour/12',
    );
    expect(screen.getByRole('link', { name: /Reparatie melden/ })).toHaveAttribute(
      'href',
      '/rentals/active/repair/12',
    );
  });

  it('names the room and the client above the actions, and general use as such', async () => {
    api();
    const first = renderArea('/rentals/active/actions/12');
    await screen.findByRole('link', { name: /Retour melden/ });
    const place = () =>
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(place()).toEqual([
      ['Afdeling/kamer', 'Noord / 12'],
      ['Eindgebruiker', 'Mevr. Jansen'],
    ]);
    first.unmount();
    mockApi({
      'GET /customer/rentals/details/12': ok({ details: { ...details, generalUse: 1 } }),
    });
    renderArea('/rentals/active/actions/12');
    await screen.findByRole('link', { name: /Retour melden/ });
    expect(place()).toEqual([
      ['Afdeling/kamer', 'Noord / 12'],
      ['Eindgebruiker', 'Algemeen gebruik'],
    ]);
  });

  it('lists invoices with Dutch payment status, debit/credit and origin', async () => {
    const { calls } = api();
    renderArea('/rentals/active/invoices/12');
    expect(await screen.findByRole('button', { name: /PDF\s*F-2024-003/ })).toBeInTheDocument();
    expect(screen.getByText('Openstaand')).toBeInTheDocument();
    expect(screen.getByText('Credit')).toBeInTheDocument();
    expect(screen.getByText('Verhuur (periodieke verzamelfactuur)')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/customer/management/invoices')?.body).toEqual({
      tabType: 'all',
      viewType: 'rental',
      typeId: 12,
      filters: { limitOffset: 1, limitRows: 10 },
    });
  });

  it('shows a missing case as not found, without tabs', async () => {
    mockApi({ 'GET /customer/rentals/details/99999': refused('Niet gevonden') });
    renderArea('/rentals/active/details/99999');
    expect(await screen.findByText('Niet gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Onderdelen van het dossier' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Acties' })).toBeNull();
  });

  it('moves a case to the tab its status belongs to', async () => {
    mockApi({
      'GET /customer/rentals/details/12': ok({ details: { ...details, status: 'WAITING' } }),
    });
    renderArea('/rentals/active/actions/12');
    await waitFor(() => expect(currentLocation.pathname).toBe('/rentals/waiting/details/12'));
    const tabs = await screen.findByRole('navigation', { name: 'Onderdelen van het dossier' });
    expect(within(tabs).queryByRole('link', { name: 'Acties' })).toBeNull();
  });

  it("answers 'Pagina niet gevonden' for an unknown address", () => {
    api();
    renderArea('/rentals/waiting/actions/12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagina niet gevonden');
  });
});
