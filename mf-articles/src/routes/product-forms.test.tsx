import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { details } from '../testing/fixtures';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

const CONTACTS = ok({ contacts: [{ value: 9, label: 'Test Gebruiker', selected: true }] });

function api(routes: Parameters<typeof mockApi>[0] = {}, overrides: Partial<typeof details> = {}) {
  return mockApi({
    'GET /customer/articles/details/12': ok({ details: { ...details, ...overrides } }),
    'GET /global/contacts': CONTACTS,
    'GET /global/locations/0': ok({ locations: [{ value: 4, label: 'De Linde' }] }),
    'GET /global/locations/4': ok({ locations: [] }),
    'GET /global/departments/4': ok({ departments: [{ value: 7, label: 'Noord' }] }),
    ...routes,
  });
}

function bodyOf(calls: { method: string; path: string; body: unknown }[], path: string) {
  return calls.filter((call) => call.method === 'PUT' && call.path === path).at(-1)?.body;
}

describe('client name form', () => {
  it('is required, then sends the name and returns to the details with a message', async () => {
    const { calls } = api(
      {
        'GET /customer/requests/checkpermission/12/PRODUCT-CLIENT-UPDATE': ok(null),
        'PUT /customer/articles/product/edit/client': ok({ customerRequestId: 3 }),
      },
      { clientName: null },
    );
    const { user } = renderArea('/articles/location/product/actions/client/12');
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    await user.click(save);
    expect(screen.getByLabelText(/Naam cliënt/)).toHaveAccessibleDescription('Verplicht veld');
    expect(bodyOf(calls, '/customer/articles/product/edit/client')).toBeUndefined();
    await user.type(screen.getByLabelText(/Naam cliënt/), 'Mevr. De Vries');
    await user.click(save);
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/location/product/details/12'),
    );
    expect(bodyOf(calls, '/customer/articles/product/edit/client')).toEqual({
      productId: 12,
      clientName: 'Mevr. De Vries',
    });
    expect(currentLocation.state).toEqual({
      flash: {
        message: 'De cliëntgegevens zijn gewijzigd',
        type: 'success',
        facts: [
          { label: 'Aanvraagnummer', value: '3' },
          { label: 'Hulpmiddel', value: 'Tillift Birdie TL-0012' },
        ],
        link: { path: '/requests/open/details/3', label: 'Volg deze melding' },
      },
    });
  });

  it('sends nothing when the name is the one the product has, and says so', async () => {
    const { calls } = api({
      'GET /customer/requests/checkpermission/12/PRODUCT-CLIENT-UPDATE': ok(null),
    });
    const { user } = renderArea('/articles/location/product/actions/client/12');
    expect(await screen.findByLabelText(/Naam cliënt/)).toHaveValue('Mevr. Jansen');
    await user.type(screen.getByLabelText(/Naam cliënt/), ' ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is niets gewijzigd; er is niets opgeslagen.')).toBeVisible();
    expect(bodyOf(calls, '/customer/articles/product/edit/client')).toBeUndefined();
    expect(currentLocation.pathname).toBe('/articles/location/product/actions/client/12');
  });

  it("replaces the form with the permission check's message", async () => {
    api({
      'GET /customer/requests/checkpermission/12/PRODUCT-CLIENT-UPDATE': refused(
        'Voor dit hulpmiddel loopt al een wijziging',
      ),
    });
    renderArea('/articles/location/product/actions/client/12');
    expect(await screen.findByText('Voor dit hulpmiddel loopt al een wijziging')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });
});

describe('relocate form', () => {
  it('reveals comment and date only for the supplier, and sends an own move without them', async () => {
    const { calls } = api({
      'GET /customer/requests/checkpermission/12/PRODUCT-LOCATION-UPDATE': ok(null),
      'PUT /customer/articles/product/edit/location': ok({
        productId: 12,
        customerRequestId: null,
      }),
    });
    const { user } = renderArea('/articles/location/product/actions/relocate/12');
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    await user.click(save);
    expect(await screen.findAllByText('Selecteer een locatie')).not.toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'De leverancier' }));
    expect(screen.getByLabelText('Opmerking')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wij zelf (intern)' }));
    expect(screen.queryByLabelText('Opmerking')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Afdeling' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Kamer' }), '14');
    await user.click(save);
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/location/product/details/12'),
    );
    expect(bodyOf(calls, '/customer/articles/product/edit/location')).toEqual({
      productId: 12,
      toLocation: 4,
      toDepartment: 7,
      toRoom: '14',
      handler: 'intern',
      comment: null,
      deliverDate: null,
      contactId: 9,
    });
  });
});

describe('reservation form', () => {
  it('needs a reason while reserved and clears it when lifted', async () => {
    const { calls } = api(
      { 'PUT /customer/depot/reservation': ok({ productId: 12 }) },
      { placement: 'depot', depotStatus: 'IN_DEPOT' },
    );
    const { user } = renderArea('/articles/depot/product/actions/reservation/12');
    await user.click(await screen.findByRole('checkbox', { name: 'Gereserveerd' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByLabelText(/Reden van reservering/)).toHaveAccessibleDescription(
      'Vul de reden van de reservering in',
    );
    await user.type(screen.getByLabelText(/Reden van reservering/), 'Voor mevr. Smit');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/depot/product/details/12'),
    );
    expect(bodyOf(calls, '/customer/depot/reservation')).toEqual({
      productId: 12,
      enableReservation: true,
      reservationReason: 'Voor mevr. Smit',
    });
  });
});

describe('depot storage form', () => {
  it("needs the comments, and shows the server's refusal keeping what was typed", async () => {
    api({
      'PUT /customer/articles/product/request/depot-in': refused(
        'Voor dit hulpmiddel loopt al een aanvraag voor depotopslag',
      ),
    });
    const { user } = renderArea('/articles/location/product/actions/depot/12');
    const send = await screen.findByRole('button', { name: 'Versturen' });
    await user.click(send);
    expect(screen.getByLabelText(/Toelichting/)).toHaveAccessibleDescription('Verplicht veld');
    await user.type(screen.getByLabelText(/Toelichting/), 'Niet meer nodig');
    await user.click(send);
    expect(
      await screen.findByText('Voor dit hulpmiddel loopt al een aanvraag voor depotopslag'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Toelichting/)).toHaveValue('Niet meer nodig');
  });
});

describe('edit form', () => {
  it("filters the serial, refuses a bad purchase value with the spec's message, and sends no value without management", async () => {
    const { calls } = api({ 'PUT /customer/articles/product/edit/data': ok({ productId: 12 }) });
    const first = renderArea('/articles/location/product/actions/edit/12', undefined, [
      'customer',
      'management',
    ]);
    const serial = await screen.findByLabelText(/Serienummer/);
    fireEvent.change(serial, { target: { value: 'tl-12 a' } });
    expect(serial).toHaveValue('TL-12A');
    const value = screen.getByLabelText(/Aanschafwaarde/);
    // the stored 1285.00 as a Dutch user types it
    expect(value).toHaveValue('1285,00');
    fireEvent.change(value, { target: { value: '12,345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'Formulier kan niet verstuurd zijn omdat er ongeldige waarden zijn ingevoerd',
      ),
    ).toBeVisible();
    expect(value).toHaveAccessibleDescription(/Vul een bedrag in/);
    first.unmount();

    renderArea('/articles/location/product/actions/edit/12');
    expect(await screen.findByLabelText(/Aanschafwaarde/)).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText(/^Merk/), { target: { value: 'Arjo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/location/product/details/12'),
    );
    const sent = bodyOf(calls, '/customer/articles/product/edit/data') as Record<string, unknown>;
    expect(sent).not.toHaveProperty('purchaseValue');
    expect(sent['serialNumber']).toBe('TL-0012');
    expect(sent['customFields']).toEqual({ '3': '150' });
  });
});

describe('reservation form', () => {
  it("does not send 'not reserved' for a product that is not reserved", async () => {
    const { calls } = api({}, { placement: 'depot', depotStatus: 'IN_DEPOT' });
    const { user } = renderArea('/articles/depot/product/actions/reservation/12');
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is niets gewijzigd; er is niets opgeslagen.')).toBeVisible();
    expect(bodyOf(calls, '/customer/depot/reservation')).toBeUndefined();
  });
});

describe('a form the api would refuse', () => {
  it("shows the refusal instead of 'Leveren uit depot' for a reserved product, without asking", async () => {
    const { calls } = api(
      {},
      { placement: 'depot', depotStatus: 'IN_DEPOT', enableReservation: 1 },
    );
    renderArea('/articles/depot/product/actions/depotout/12');
    expect(await screen.findByText('Dit hulpmiddel is gereserveerd')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Aanvragen|Versturen/ })).toBeNull();
    expect(calls.some((call) => call.path.includes('checkpermission'))).toBe(false);
  });

  it('shows the message that brought the user here (registration) above the form', async () => {
    api({}, { hasBarcode: false, barcodeDisplay: null });
    renderArea({
      pathname: '/articles/location/product/actions/scan/12',
      state: {
        flash: {
          message: 'Het hulpmiddel is geregistreerd. Koppel nu een QR code.',
          type: 'success',
        },
      },
    });
    expect(
      await screen.findByText('Het hulpmiddel is geregistreerd. Koppel nu een QR code.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Koppelen' })).toBeVisible();
  });
});

describe('client repair form', () => {
  it('needs date, result and the signature', async () => {
    api();
    const { user } = renderArea('/articles/location/product/actions/clientrepair/12');
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Laat de reparateur tekenen')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Resultaat/ })).toHaveAccessibleDescription(
      'Verplicht veld',
    );
    expect(screen.getByRole('combobox', { name: /Reparateur/ })).toBeInTheDocument();
  });
});

describe('link QR form', () => {
  it("asks for a code, then links it and returns with 'De QR code is gekoppeld'", async () => {
    const { calls } = api(
      { 'PUT /customer/articles/product/edit/qrcode': ok({ productId: 12 }) },
      { hasBarcode: false, barcodeDisplay: null },
    );
    const { user } = renderArea('/articles/location/product/actions/scan/12');
    const link = await screen.findByRole('button', { name: 'Koppelen' });
    await user.click(link);
    expect(screen.getByLabelText(/QR code/, { selector: 'input' })).toHaveAccessibleDescription(
      /Scan een code of vul deze handmatig in/,
    );
    await user.type(screen.getByLabelText(/QR code/, { selector: 'input' }), 'QR-NEW-1');
    await user.click(link);
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/location/product/details/12'),
    );
    expect(bodyOf(calls, '/customer/articles/product/edit/qrcode')).toEqual({
      barcode: 'QR-NEW-1',
      productId: 12,
    });
  });

  it("offers no form for a product that has a code, with the api's own reason", async () => {
    api();
    renderArea('/articles/location/product/actions/scan/12');
    expect(await screen.findByText('Aan dit hulpmiddel is al een QR code gekoppeld')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Koppelen' })).toBeNull();
  });
});
