// The articles calls as the signed-in user makes them, for what a test must know before it
// acts (which product to use).
import { expect, type APIRequestContext } from '@playwright/test';
import { callResponse as call, type TEnvelope } from './api-call';

/** The id of the organisation's product with this serial number on location or in the depot. */
export async function productIdBySerial(
  request: APIRequestContext,
  token: string,
  placement: 'location' | 'depot',
  serialNumber: string,
): Promise<number> {
  const answer = await request.post('/Rest/Pwa/customer/articles/overview', {
    headers: { 'X-Auth-Token': token },
    data: { tabType: placement, filters: { limitOffset: 1, limitRows: 10, serialNumber } },
  });
  const body = (await answer.json()) as TEnvelope<{
    products: { productId: number; serialNumber: string }[];
  }>;
  const product = body.response.products.find((row) => row.serialNumber === serialNumber);
  expect(product, `product ${serialNumber} (${placement})`).toBeDefined();
  return product?.productId ?? 0;
}

/**
 * Demo product number `n` of De Linde (api/src/seed/demo-articles.ts): serial
 * DL-<2018 + n mod 7>-<n in 4 digits>, QR code VZ-DL-<n in 6 digits>. Numbers 1-38 stand on
 * location (but 10 and 11), 10, 11 and 39-70 in the depot; 5, 14, 23, ... have no code.
 * The seed gives the first free ones running requests and orders (2-9 a repair, 14-26 on
 * their way to the depot or another location, 39-50 on their way out of the depot), so a
 * test that changes a product owns one of 27-38 or 51-55; the depot tests' orders take the
 * oldest depot products (the highest numbers) first.
 */
export function demoProduct(n: number): { serialNumber: string; code: string } {
  return {
    serialNumber: `DL-${2018 + (n % 7)}-${String(n).padStart(4, '0')}`,
    code: `VZ-DL-${String(n).padStart(6, '0')}`,
  };
}

export type TStoredProduct = {
  serialNumber: string;
  clientName: string | null;
  productBrand: string | null;
  productType: string | null;
  remarks: string | null;
  status: string;
  enableReservation: number | string | null;
  reservationReason: string | null;
};

/** What the api stored about a product (GET /customer/articles/details/{id}). */
export async function storedProduct(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<TStoredProduct> {
  const { details } = await call<{ details: TStoredProduct }>(
    request,
    token,
    'GET',
    `/customer/articles/details/${productId}`,
  );
  return details;
}

/** The actions of a product's newest history lines (POST .../product/log/overview). */
export async function historyActions(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<string[]> {
  const { log } = await call<{ log: { message: string }[] }>(
    request,
    token,
    'POST',
    '/customer/articles/product/log/overview',
    { productId, filters: { limitOffset: 1, limitRows: 10 } },
  );
  return log.map((entry) => entry.message);
}
