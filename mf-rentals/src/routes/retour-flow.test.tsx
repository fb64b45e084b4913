import type { TRetourCase } from '@portal/shared/contract/rentals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RentalsRoutes from './rentals-routes';
import { currentLocation, mockApi, ok, refused, renderAt } from '../testing/render-area';
import { initialSelection, validateRetourSelection } from '../features/retour/retour-rules';

afterEach(() => vi.unstubAllGlobals());

const retourCases: TRetourCase[] = [
  {
    rentalCaseId: 12,
    articleName: 'Hoog-laagbed',
    serialNumber: 'SN-12',
    startDate: '2024-03-07',
    location: 'De Linde',
    departmentRoom: 'Noord / 12',
    endUser: null,
    isChecked: false,
  },
  {
    rentalCaseId: 13,
    articleName: 'Matras',
    serialNumber: null,
    startDate: null,
    location: 'De Linde',
    departmentRoom: null,
    endUser: 'Mevr. Jansen',
    isChecked: false,
  },
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /customer/requests/checkpermission/12/RENTAL-STOP': ok(null),
    'POST /customer/rentals/request/retour/cases': ok({ cases: retourCases }),
    'GET /global/contacts': ok({
      contacts: [{ value: 9, label: 'Test Gebruiker', selected: true }],
    }),
    'PUT /customer/rentals/request/retour/process': ok({ customerRequestId: 5 }),
    'GET /customer/rentals/details/12': refused('Niet nodig in deze test'),
    ...overrides,
  });
}

describe('retour rules', () => {
  it('pre-checks the current case and needs at least one', () => {
    expect(initialSelection(retourCases, 13)).toEqual([13]);
    expect(
      initialSelection(
        retourCases.map((item) => ({ ...item, isChecked: item.rentalCaseId === 12 })),
        99,
      ),
    ).toEqual([12]);
    expect(validateRetourSelection([])).toBe('Selecteer minimaal één dossier');
    expect(validateRetourSelection([12])).toBeNull();
  });
});

describe('retour flow', () => {
  it("replaces the form with the permission check's message when it fails", async () => {
    api({
      'GET /customer/requests/checkpermission/12/RENTAL-STOP': refused(
        'Voor dit dossier loopt al een retourmelding',
      ),
    });
    renderAt('/rentals/active/retour/12', <RentalsRoutes />);
    expect(
      await screen.findByText('Voor dit dossier loopt al een retourmelding'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
  });

  it('step 1 needs one case; step 2 sends pickup date, contact and comments', async () => {
    const { calls } = api();
    const { user } = renderAt('/rentals/active/retour/12', <RentalsRoutes />);
    const current = await screen.findByRole('checkbox', { name: /Dossier 12/ });
    expect(current).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Dossier 13/ })).not.toBeChecked();

    await user.click(current);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText('Selecteer minimaal één dossier')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Dossier 13/ }));
    expect(screen.queryByText('Selecteer minimaal één dossier')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    await user.click(screen.getByRole('button', { name: 'Retour melden' }));
    const group = screen.getByRole('group', { name: /Gewenste ophaaldatum/ });
    expect(within(group).getByText('Verplicht veld')).toBeInTheDocument();

    const year = String(new Date().getFullYear() + 1);
    await user.type(within(group).getByLabelText('Dag'), '02');
    await user.type(within(group).getByLabelText('Maand'), '04');
    await user.type(within(group).getByLabelText('Jaar'), year);
    await user.type(screen.getByLabelText('Opmerkingen'), 'Graag in de ochtend');
    await user.click(screen.getByRole('button', { name: 'Retour melden' }));

    await waitFor(() => expect(currentLocation.pathname).toBe('/rentals/active/details/12'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      rentalCases: [13],
      retourDate: `${year}-04-02`,
      comments: 'Graag in de ochtend',
      contactId: 9,
    });
    expect(put?.headers['Idempotency-Key']).toBeTruthy();
    expect(await screen.findByText('Uw retourmelding is verstuurd')).toBeInTheDocument();
  });
});
