// The portal's calls as a signed-in user makes them, for what a test must know before or
// after it acts; one place for the envelope and the token header of every *-api.ts helper.
import { expect, type APIRequestContext } from '@playwright/test';

export const API = '/Rest/Pwa';

export type TEnvelope<T> = { status: string; message: string | null; response: T };

/** One call and its envelope; a server error (5xx) fails the test. */
export async function callEnvelope<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<TEnvelope<T>> {
  const answer = await request.fetch(`${API}${path}`, {
    method,
    headers: { 'X-Auth-Token': token },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${path}`).toBeLessThan(500);
  return (await answer.json()) as TEnvelope<T>;
}

/** One call that must succeed; its response. */
export async function callResponse<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const body = await callEnvelope<T>(request, token, method, path, data);
  expect(body.status, `${method} ${path}: ${body.message ?? ''}`).toBe('success');
  return body.response;
}
