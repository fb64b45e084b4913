// The articles calls as the signed-in user makes them, for what a test must know before it
// acts (which product to use).
import { expect, type APIRequestContext } from '@playwright/test';

type TEnvelope<T> = { status: string; message: string | null; response: T };

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
