import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

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
    title: 'Hoog-laagbed',
    priceDisplay: '€ 2,50 per dag',
    isRentable: 1,
    hasMeasurementsBed: 0,
  },
  {
    categoryId: 3,
    parentId: null,
    title: 'Matrassen',
    priceDisplay: '€ 1,00 per dag',
    isRentable: 1,
    hasMeasurementsBed: 1,
  },
];
const contacts = [
  { value: 9, label: 'Test Gebruiker', selected: true },
  { value: 10, label: 'Piet Pieters', selected: false },
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /global/articles/categories': ok({ categories }),
    'GET /global/contacts': ok({ contacts }),
    'GET /global/locations/0': ok({ locations: [{ value: 4, label: 'De Linde' }] }),
    'GET /global/locations/4': ok({ locations: [{ value: 5, label: 'Noord' }] }),
    'GET /global/departments/4': ok({ departments: [{ value: 7, label: 'Afdeling A' }] }),
    'POST /customer/rentals/cases': ok({ cases: [], totalCount: 0 }),
    'PUT /customer/rentals/request/article': ok({ customerRequestId: 77 }),
    ...overrides,
  });
}

function start(path = '/rentals/actions/request') {
  return renderArea(path);
}

async function addBed(user: ReturnType<typeof start>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Bedden' }));
  await user.click(screen.getByRole('button', { name: 'Hoog-laagbed toevoegen' }));
}

async function fillDate(user: ReturnType<typeof start>['user'], name: RegExp, iso: string) {
  const [year, month, day] = iso.split('-');
  const group = screen.getByRole('group', { name });
  await user.type(within(group).getByLabelText('Dag'), day ?? '');
  await user.type(within(group).getByLabelText('Maand'), month ?? '');
  await user.type(within(group).getByLabelText('Jaar'), year ?? '');
}

const nextYear = new Date().getFullYear() + 1;

describe('new rental request, tier 1 (catalogue and basket)', () => {
  it("needs an article before 'Volgende' ('Selecteer een artikel')", async () => {
    api();
    const { user } = start();
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    expect(screen.getByText('Selecteer een artikel')).toBeInTheDocument();
    expect(screen.queryByText('Stap 2 van 2: gegevens invullen')).toBeNull();
  });

  it('adds an article with an amount box of at most 2 digits, default 1, and removes it', async () => {
    api();
    const { user } = start();
    await addBed(user);
    const amount = screen.getByLabelText('Aantal Hoog-laagbed');
    expect(amount).toHaveValue('1');
    expect(amount).toHaveAttribute('maxLength', '2');
    expect(amount).toHaveAttribute('inputMode', 'numeric');
    await user.clear(amount);
    await user.type(amount, '3x45');
    expect(amount).toHaveValue('34');
    expect(screen.getByRole('button', { name: 'Hoog-laagbed toegevoegd' })).toHaveTextContent(
      'Toegevoegd',
    );
    await user.click(screen.getByRole('button', { name: 'Hoog-laagbed verwijderen' }));
    expect(screen.queryByLabelText('Aantal Hoog-laagbed')).toBeNull();
  });
});

describe('new rental request, amounts and dates', () => {
  it('refuses an amount of 0 with a message instead of making it 1', async () => {
    api();
    const { user } = start();
    await addBed(user);
    const amount = screen.getByLabelText('Aantal Hoog-laagbed');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(amount).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(amount).toHaveAccessibleDescription('Vul een aantal van minimaal 1 in');
    expect(screen.queryByText('Stap 2 van 2: gegevens invullen')).toBeNull();
    expect(screen.getByRole('alert', { name: 'Controleer de gemarkeerde velden' })).toHaveFocus();
  });

  it('refuses a delivery date before today', async () => {
    api();
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const iso = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    // why: on 1 January yesterday lies before the field's first year, a message of its own.
    if (yesterday.getFullYear() < new Date().getFullYear()) return;
    await fillDate(user, /Gewenste leverdatum/, iso);
    const date = screen.getByRole('group', { name: /Gewenste leverdatum/ });
    expect(within(date).getByText('Kies een datum vanaf vandaag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    expect(
      screen.getByRole('link', { name: 'Gewenste leverdatum: Kies een datum vanaf vandaag' }),
    ).toBeInTheDocument();
  });

  it('shows the count of chosen articles beside the main action', async () => {
    api();
    const { user } = start();
    expect(await screen.findByText('Nog geen artikel gekozen')).toBeInTheDocument();
    await addBed(user);
    expect(screen.getByText('1 artikel gekozen')).toBeInTheDocument();
  });
});

describe('new rental request, tier 2 (form)', () => {
  it('asks the mattress size only when a chosen category has hasMeasurementsBed', async () => {
    api();
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Stap 2 van 2: gegevens invullen')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Matrasmaat/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await user.click(screen.getByRole('button', { name: 'Matrassen toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
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
  });

  it('shows client name and birth date only without general use', async () => {
    api();
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('group', { name: /Geboortedatum cliënt/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Naam cliënt')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Algemeen gebruik'));
    expect(screen.queryByRole('group', { name: /Geboortedatum cliënt/ })).toBeNull();
    expect(screen.queryByLabelText('Naam cliënt')).toBeNull();
  });

  it('shows each message next to its field and all of them joined with commas', async () => {
    api({
      'GET /global/contacts': ok({ contacts: contacts.map((c) => ({ ...c, selected: false })) }),
    });
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    expect(
      screen.getByText(
        'Selecteer een locatie, Selecteer een gewenste leverdatum, Selecteer een contactpersoon',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Locatie/ })).toHaveAccessibleDescription(
      /Selecteer een locatie/,
    );
    expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveAccessibleDescription(
      /Selecteer een contactpersoon/,
    );
    // The summary on top has focus and links to each field.
    const summary = screen.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Locatie: Selecteer een locatie' }));
    expect(screen.getByRole('combobox', { name: /^Locatie/ })).toHaveFocus();
    const date = screen.getByRole('group', { name: /Gewenste leverdatum/ });
    expect(within(date).getByText('Selecteer een gewenste leverdatum')).toBeInTheDocument();
  });

  it('defaults the contact to the signed-in user', async () => {
    api();
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Contactpersoon/ })).toHaveValue(
        'Test Gebruiker',
      ),
    );
  });

  it('sends one request with an Idempotency-Key, keeps the form on failure and reuses the key', async () => {
    let attempt = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = api({
      'PUT /customer/rentals/request/article': async () => {
        attempt += 1;
        if (attempt > 1) return ok({ customerRequestId: 77 });
        // why: the first answer waits, so the second click lands while it is on its way.
        await held;
        return refused('Locatie is gesloten');
      },
    });
    const { user } = start();
    await addBed(user);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await fillDate(user, /Gewenste leverdatum/, `${nextYear}-03-15`);
    await user.type(screen.getByLabelText('Kamer'), '12');
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
    expect(await screen.findByText('Locatie is gesloten')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Niet verstuurd' })).toHaveFocus();
    expect(puts()).toHaveLength(1);
    expect(screen.getByLabelText('Kamer')).toHaveValue('12');
    expect(puts()[0]?.body).toMatchObject({
      articles: [{ categoryId: 2, name: 'Hoog-laagbed', amount: 1, key: 'category-2' }],
      locationId: 4,
      deliverDate: `${nextYear}-03-15`,
      room: '12',
      contactId: 9,
      measurementsBed: null,
    });
    const key = puts()[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    // The user lands on the request just created, with the success message.
    await waitFor(() => expect(currentLocation.pathname).toBe('/requests/open/details/77'));
    expect(currentLocation.state).toEqual({
      flash: {
        message: 'Uw aanvraag voor verhuur is verstuurd',
        type: 'success',
        facts: [
          { label: 'Aanvraagnummer', value: '77' },
          { label: 'Artikelen', value: '1 x Hoog-laagbed' },
          { label: 'Gewenste leverdatum', value: `15-03-${nextYear}` },
        ],
      },
    });
    expect(puts()).toHaveLength(2);
    expect(puts()[1]?.headers['Idempotency-Key']).toBe(key);
  });
});
