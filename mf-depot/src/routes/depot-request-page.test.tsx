import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

const categories = [
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
    title: 'Matrassen',
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
const contacts = [
  { value: 9, label: 'Test Gebruiker', selected: true },
  { value: 10, label: 'Piet Pieters', selected: false },
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /global/articles/categories': ok({ categories }),
    'POST /global/articles/list': (call) => {
      const { categoryId } = call.body as { categoryId: number };
      const articles =
        categoryId === 1
          ? [{ id: 11, name: 'Hoog-laagbed Opera' }]
          : categoryId === 2
            ? [{ id: 21, name: 'Matras Visco' }]
            : [];
      return ok({ articles });
    },
    'GET /global/contacts': ok({ contacts }),
    'GET /global/locations/0': ok({ locations: [{ value: 4, label: 'De Linde' }] }),
    'GET /global/locations/4': ok({ locations: [] }),
    'PUT /customer/depot/request': ok({ customerRequestId: 77 }),
    ...overrides,
  });
}

const nextYear = new Date().getFullYear() + 1;

async function fillDate(user: ReturnType<typeof renderArea>['user'], iso: string) {
  const [year, month, day] = iso.split('-');
  const group = screen.getByRole('group', { name: /Gewenste leverdatum/ });
  await user.type(within(group).getByLabelText('Dag'), day ?? '');
  await user.type(within(group).getByLabelText('Maand'), month ?? '');
  await user.type(within(group).getByLabelText('Jaar'), year ?? '');
}

async function addBed(user: ReturnType<typeof renderArea>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Bedden' }));
  await user.click(await screen.findByRole('button', { name: 'Hoog-laagbed Opera toevoegen' }));
}

function start() {
  return renderArea('/articles/depot/request');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("'Leveren uit depot', the picker and the chosen items", () => {
  it("offers the depot's categories and, opened, their articles and sub-categories", async () => {
    const { calls } = api();
    const { user } = start();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leveren uit depot' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Toevoegen op aanvraag' })).toBeVisible();
    expect(calls.find((call) => call.path === '/global/articles/categories')?.body).toEqual({
      articleType: 'depot',
    });
    await addBed(user);
    expect(calls.find((call) => call.path === '/global/articles/list')?.body).toEqual({
      categoryId: 1,
      articleType: 'DEPOT',
    });
    expect(screen.getByRole('button', { name: 'Categorie toevoegen: Matrassen' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Categorie toevoegen: Tilliften' }));
    const basket = screen.getByRole('region', { name: 'Gekozen artikelen en categorieën' });
    const names = () =>
      [...basket.querySelectorAll('.ui-quantity-list__name')].map((name) => name.textContent);
    expect(names()).toEqual(['Hoog-laagbed Opera', 'Tilliften (categorie)']);
    expect(screen.getByText('2 gekozen')).toBeInTheDocument();
    // An item already chosen is not added twice.
    const added = screen.getByRole('button', { name: 'Hoog-laagbed Opera toegevoegd' });
    expect(added).toHaveTextContent('Toegevoegd');
    await user.click(added);
    expect(names()).toEqual(['Hoog-laagbed Opera', 'Tilliften (categorie)']);
  });

  it('gives each item a quantity box of at most 2 digits, default 1, and a remove control', async () => {
    api();
    const { user } = start();
    await addBed(user);
    const amount = screen.getByLabelText('Aantal Hoog-laagbed Opera');
    expect(amount).toHaveValue('1');
    expect(amount).toHaveAttribute('maxLength', '2');
    expect(amount).toHaveAttribute('inputMode', 'numeric');
    await user.clear(amount);
    await user.type(amount, '3x45');
    expect(amount).toHaveValue('34');
    await user.click(screen.getByRole('button', { name: 'Hoog-laagbed Opera verwijderen' }));
    expect(screen.queryByLabelText('Aantal Hoog-laagbed Opera')).toBeNull();
    expect(screen.getByText('Nog niets gekozen', { selector: 'p' })).toBeInTheDocument();
  });

  it('refuses a quantity of 0 with a message next to the box, and keeps the 0', async () => {
    const { calls } = api();
    const { user } = start();
    await addBed(user);
    const amount = screen.getByLabelText('Aantal Hoog-laagbed Opera');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    expect(amount).toHaveValue('0');
    expect(amount).toHaveAccessibleDescription('Vul een aantal van minimaal 1 in');
    expect(screen.getByRole('alert', { name: 'Controleer de gemarkeerde velden' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks the mattress size only once a chosen item needs it', async () => {
    api();
    const { user } = start();
    await addBed(user);
    expect(screen.queryByLabelText(/^Matrasmaat/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Categorie toevoegen: Matrassen' }));
    const size = screen.getByLabelText(/^Matrasmaat/);
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Maak een keuze',
      '90x200',
      '90x210',
      '90x220',
      '100x200',
      '100x210',
      '100x220',
      '120x100',
    ]);
    await user.click(screen.getByRole('button', { name: 'Matrassen (categorie) verwijderen' }));
    expect(screen.queryByLabelText(/^Matrasmaat/)).toBeNull();
  });
});

describe("'Leveren uit depot', checking and sending", () => {
  it('shows the four messages next to their fields and joined with commas on top', async () => {
    api({
      'GET /global/contacts': ok({ contacts: contacts.map((c) => ({ ...c, selected: false })) }),
    });
    const { user } = start();
    await screen.findByRole('button', { name: 'Bedden' });
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    const summary = screen.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByText(
        'Selecteer een artikel of categorie, Selecteer een locatie, ' +
          'Selecteer een gewenste leverdatum, Selecteer een contactpersoon',
      ),
    ).toBeInTheDocument();
    const basket = screen.getByRole('region', { name: 'Gekozen artikelen en categorieën' });
    expect(within(basket).getByText('Selecteer een artikel of categorie')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Locatie/ })).toHaveAccessibleDescription(
      /Selecteer een locatie/,
    );
    expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveAccessibleDescription(
      /Selecteer een contactpersoon/,
    );
    const date = screen.getByRole('group', { name: /Gewenste leverdatum/ });
    expect(within(date).getByText('Selecteer een gewenste leverdatum')).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'Locatie: Selecteer een locatie' }));
    expect(screen.getByRole('combobox', { name: /^Locatie/ })).toHaveFocus();
  });

  it('defaults the contact to the signed-in user', async () => {
    api();
    start();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveValue(
        'Test Gebruiker',
      ),
    );
  });

  it('sends one order on a double tap, keeps the form on failure, reuses the key and lands on /requests/open', async () => {
    let attempt = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = api({
      'PUT /customer/depot/request': async () => {
        attempt += 1;
        if (attempt > 1) return ok({ customerRequestId: 77 });
        // why: the first answer waits, so the second tap lands while it is on its way.
        await held;
        return refused('Het depot is gesloten');
      },
    });
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Categorie toevoegen: Tilliften' }));
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await fillDate(user, `${nextYear}-03-15`);
    await user.click(screen.getByLabelText('Spoed'));
    await user.type(screen.getByLabelText('Eigen referentie'), 'Kamer 12');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveValue(
        'Test Gebruiker',
      ),
    );

    await user.dblClick(screen.getByRole('button', { name: 'Aanvragen' }));
    const puts = () => calls.filter((call) => call.method === 'PUT');
    expect(screen.getByRole('button', { name: 'Bezig met versturen' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await screen.findByText('Het depot is gesloten')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Niet verstuurd' })).toHaveFocus();
    expect(puts()).toHaveLength(1);
    expect(screen.getByLabelText('Eigen referentie')).toHaveValue('Kamer 12');
    expect(puts()[0]?.body).toEqual({
      articles: [{ articleId: 11, name: 'Hoog-laagbed Opera', amount: 1 }],
      categories: [{ categoryId: 3, amount: 1 }],
      measurementsBed: null,
      deliverDate: `${nextYear}-03-15`,
      urgency: true,
      locationId: 4,
      customerReference: 'Kamer 12',
      contactId: 9,
      comments: null,
    });
    const key = puts()[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/requests/open'));
    expect(currentLocation.state).toEqual({
      flash: {
        message: 'Uw aanvraag voor levering uit het depot is verstuurd',
        type: 'success',
        facts: [
          { label: 'Aanvraagnummer', value: '77' },
          { label: 'Gevraagd', value: '1 x Hoog-laagbed Opera, 1 x Tilliften (categorie)' },
          { label: 'Gewenste leverdatum', value: `15-03-${nextYear}` },
        ],
        link: { path: '/requests/open/details/77', label: 'Volg deze melding' },
      },
    });
    expect(puts()).toHaveLength(2);
    expect(puts()[1]?.headers['Idempotency-Key']).toBe(key);
  });

  it("shows the server's message about an item next to that item", async () => {
    api({
      'PUT /customer/depot/request': {
        body: {
          status: 'error',
          message: 'Formulier kan niet verstuurd zijn omdat er ongeldige waarden zijn ingevoerd',
          response: {
            fields: {
              'categories.0.amount': 'Niet genoeg op voorraad in het depot (beschikbaar: 1)',
            },
          },
        },
      },
    });
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Categorie toevoegen: Tilliften' }));
    const amount = screen.getByLabelText('Aantal Tilliften (categorie)');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await fillDate(user, `${nextYear}-03-15`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveValue(
        'Test Gebruiker',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Niet genoeg op voorraad in het depot (beschikbaar: 1)',
      ),
    );
    expect(screen.getByLabelText('Aantal Hoog-laagbed Opera')).not.toHaveAccessibleDescription();
    const summary = screen.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    await user.click(
      within(summary).getByRole('link', {
        name: 'Aantal: Niet genoeg op voorraad in het depot (beschikbaar: 1)',
      }),
    );
    expect(amount).toHaveFocus();
    // Changing the items clears the server's message.
    await user.clear(amount);
    await user.type(amount, '1');
    expect(amount).not.toHaveAccessibleDescription();
  });

  it('lands on the order list when the user may not open the requests area', async () => {
    api();
    const { user } = renderArea('/articles/depot/request', { '/articles*': 1 });
    await addBed(user);
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await fillDate(user, `${nextYear}-03-15`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveValue(
        'Test Gebruiker',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/articles/depot-pending'));
  });
});
