import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

const CATEGORY = { priceDisplay: null, isRentable: 0, hasMeasurementsBed: 0 } as const;

function api(add: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'POST /global/articles/categories': ok({
      categories: [
        { ...CATEGORY, categoryId: 1, parentId: null, title: 'Tilliften' },
        { ...CATEGORY, categoryId: 2, parentId: 1, title: 'Passieve tilliften' },
      ],
    }),
    'POST /global/articles/list': (call) =>
      ok({
        articles:
          (call.body as { categoryId: number }).categoryId === 2
            ? [{ id: 30, name: 'Tillift Birdie' }]
            : [],
      }),
    'GET /customer/articles/customfields/30': ok({
      fields: [
        {
          id: 3,
          label: 'Tiljuk',
          value: null,
          valueRaw: null,
          type: 'select',
          properties: { options: [{ label: '2-punts', value: '2' }], required: true },
        },
      ],
    }),
    'GET /global/locations/0': ok({ locations: [{ value: 4, label: 'De Linde' }] }),
    'GET /global/locations/4': ok({ locations: [] }),
    'GET /global/departments/4': ok({ departments: [] }),
    'PUT /global/articles/product/add': add,
  });
}

async function toStep2(user: ReturnType<typeof renderArea>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Tilliften' }));
  await user.click(await screen.findByRole('button', { name: 'Passieve tilliften' }));
  await user.click(await screen.findByRole('button', { name: 'Tillift Birdie' }));
  expect(await screen.findByText('Gekozen artikel: Tillift Birdie')).toBeInTheDocument();
}

describe('registration', () => {
  it('walks the category tree to an article and sends step 2 with the template fields', async () => {
    const { calls } = api(
      ok({
        productId: 77,
        message: 'Het hulpmiddel is geregistreerd.',
        serialNumber: 'BD-77X',
        place: 'De Linde, Noord, 102',
      }),
    );
    const { user } = renderArea('/articles/add');
    await toStep2(user);
    expect(calls.find((call) => call.path === '/global/articles/categories')?.body).toEqual({
      articleType: 'intern',
    });
    const submit = screen.getByRole('button', { name: 'Registreren' });
    await user.click(submit);
    expect(screen.getAllByText('Selecteer een locatie').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /Tiljuk/ })).toHaveAccessibleDescription(
      'Verplicht veld',
    );
    await user.click(screen.getByRole('combobox', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await user.type(screen.getByRole('textbox', { name: /Serienummer/ }), 'bd-77/x');
    expect(screen.getByRole('textbox', { name: /Serienummer/ })).toHaveValue('BD-77X');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tiljuk/ }), '2');
    await user.click(submit);
    await waitFor(() =>
      expect(currentLocation.pathname).toBe('/articles/location/product/actions/scan/77'),
    );
    // Issue 38: what was registered, and the aid's page to follow it (no request number).
    expect(currentLocation.state).toEqual({
      flash: {
        message: 'Het hulpmiddel is geregistreerd.',
        type: 'success',
        facts: [
          { label: 'Hulpmiddel', value: 'Tillift Birdie BD-77X' },
          { label: 'Locatie', value: 'De Linde, Noord, 102' },
        ],
        link: { path: '/articles/location/product/details/77', label: 'Bekijk dit hulpmiddel' },
      },
    });
    const sent = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      articleId: 30,
      locationId: 4,
      serialOption: 'new',
      serialNumber: 'BD-77X',
      productId: null,
      customFields: { '3': '2' },
    });
  });

  it('needs the value of the chosen serial option and shows a refusal at the field it names', async () => {
    api({
      body: {
        status: 'error',
        message: 'Dit serienummer is al in gebruik',
        response: { fields: { serialNumber: 'Dit serienummer is al in gebruik' } },
      },
    });
    const { user } = renderArea('/articles/add');
    await toStep2(user);
    await user.click(screen.getByRole('radio', { name: /Bestaand serienummer/ }));
    await user.click(screen.getByRole('button', { name: 'Registreren' }));
    expect(screen.getByRole('textbox', { name: /Productnummer/ })).toHaveAccessibleDescription(
      /Verplicht veld/,
    );
    await user.click(screen.getByRole('radio', { name: /Nieuw serienummer/ }));
    await user.click(screen.getByRole('combobox', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'De Linde' }));
    await user.type(screen.getByRole('textbox', { name: /Serienummer/ }), 'BD-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tiljuk/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Registreren' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Serienummer/ })).toHaveAccessibleDescription(
        /Dit serienummer is al in gebruik/,
      ),
    );
    expect(currentLocation.pathname).toBe('/articles/add');
  });
});
