import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';

afterEach(() => vi.unstubAllGlobals());

function scan(answer: ReturnType<typeof ok>, permissions: Record<string, number>) {
  const { calls } = mockApi({
    'POST /customer/articles/qrcode/find': answer,
    'GET /customer/rentals/details/31': refused('x'),
  });
  const view = renderArea('/rentals/actions/scan', permissions);
  return { ...view, calls };
}

async function search(user: ReturnType<typeof renderArea>['user'], code: string) {
  await user.type(screen.getByLabelText('Barcode of serienummer'), code);
  await user.click(screen.getByRole('button', { name: 'Zoeken' }));
}

describe('rentals scan page (spec 001 §2.2)', () => {
  it('opens the case actions with level 2', async () => {
    const { user, calls } = scan(ok({ type: 'rental', rentalcaseId: 31, productId: null }), {
      '*': 2,
    });
    await search(user, 'VH-31');
    await waitFor(() => expect(currentLocation.pathname).toBe('/rentals/active/actions/31'));
    expect(calls[0]?.body).toEqual({ barcode: 'VH-31' });
  });

  it('opens the case details with view permission only', async () => {
    const { user } = scan(ok({ type: 'rental', rentalcaseId: 31, productId: null }), {
      '/rentals': 1,
    });
    await search(user, 'VH-31');
    await waitFor(() => expect(currentLocation.pathname).toBe('/rentals/active/details/31'));
  });

  it('routes a product in the depot to the articles area', async () => {
    const { user } = scan(ok({ type: 'depot-in', rentalcaseId: null, productId: 8 }), {
      '/rentals': 2,
      '/articles': 1,
    });
    await search(user, 'SN-8');
    await waitFor(() => expect(currentLocation.pathname).toBe('/articles/depot/product/details/8'));
  });

  it('says the user has no rights to look the code up', async () => {
    const { user } = scan(ok({ type: 'depot-out', rentalcaseId: null, productId: 8 }), {
      '/rentals': 2,
    });
    await search(user, 'SN-8');
    expect(
      await screen.findByText('U heeft geen rechten om gescande serienummers op te zoeken'),
    ).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/rentals/actions/scan');
  });

  it("shows the server's message for an unknown code", async () => {
    const { user } = scan(refused('Hulpmiddel niet gevonden'), { '*': 2 });
    await search(user, 'ONBEKEND');
    expect(await screen.findByText('Hulpmiddel niet gevonden')).toBeInTheDocument();
  });
});
