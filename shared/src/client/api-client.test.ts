import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define-call.js';
import { ZEnvelope } from '../contract/envelope.js';
import { getLocationsCall, loginCall } from '../contract/index.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { callApi, callApiRaw, configureApiClient, resetApiClient } from './api-client.js';
import { ApiError } from './api-error.js';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? 'not json' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetApiClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('builds the path under the base, sends JSON and the token', async () => {
    configureApiClient({ getToken: () => 'tok-1' });
    fetchMock.mockResolvedValue(
      answer(200, { status: 'success', message: null, response: { locations: [] } }),
    );
    const result = await callApi(getLocationsCall, { params: { id: 4 } });
    expect(result.response).toEqual({ locations: [] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/Rest/Pwa/global/locations/4');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Auth-Token': 'tok-1',
    });
  });

  it('omits the token header without a token and posts the body as JSON', async () => {
    configureApiClient({ baseUrl: 'https://x.test/Rest/Pwa/', getToken: () => null });
    fetchMock.mockResolvedValue(answer(200, { status: 'success', message: null }));
    const call = defineCall({
      method: 'POST',
      path: '/things',
      params: z.object({}),
      body: z.object({ a: z.number() }),
      response: ZEnvelope(z.null()),
      access: 'session',
    });
    await callApi(call, { body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://x.test/Rest/Pwa/things');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).not.toHaveProperty('X-Auth-Token');
  });

  it('sends extra headers, without letting them replace the token', async () => {
    configureApiClient({ getToken: () => 'tok-2' });
    fetchMock.mockResolvedValue(
      answer(200, { status: 'success', message: null, response: { locations: [] } }),
    );
    await callApi(getLocationsCall, {
      params: { id: 0 },
      headers: { 'Idempotency-Key': 'key-1', 'X-Auth-Token': 'other' },
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'key-1', 'X-Auth-Token': 'tok-2' });
  });

  it('throws the server message with the fields on status error', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        status: 'error',
        message: 'Serienummer bestaat al',
        response: { fields: { serialNumber: 'Serienummer bestaat al' } },
      }),
    );
    const error = await callApi(getLocationsCall, { params: { id: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Serienummer bestaat al',
      status: 'error',
      httpStatus: 200,
      fields: { serialNumber: 'Serienummer bestaat al' },
    });
  });

  it('calls onSessionExpired then throws on SESSION_EXPIRED', async () => {
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    fetchMock.mockResolvedValue(answer(401, { status: 'SESSION_EXPIRED', message: null }));
    await expect(callApi(getLocationsCall, { params: { id: 0 } })).rejects.toMatchObject({
      status: 'SESSION_EXPIRED',
      message: 'Sessie is verlopen',
      httpStatus: 401,
    });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('calls onForbidden then throws on 403', async () => {
    const onForbidden = vi.fn();
    configureApiClient({ onForbidden });
    fetchMock.mockResolvedValue(answer(403, { status: 'error', message: 'Nee' }));
    await expect(callApi(getLocationsCall, { params: { id: 0 } })).rejects.toMatchObject({
      status: 'FORBIDDEN',
      message: 'U heeft geen toegang tot deze pagina',
    });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('turns a malformed answer into the catalogue message', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: 'success', message: null, response: { locations: 'no' } }),
    );
    await expect(callApi(getLocationsCall, { params: { id: 0 } })).rejects.toMatchObject({
      message: MESSAGES.fetchFailed,
    });
    fetchMock.mockResolvedValue(answer(200, undefined));
    await expect(callApi(getLocationsCall, { params: { id: 0 } })).rejects.toMatchObject({
      message: MESSAGES.fetchFailed,
    });
  });

  it('turns a 500 into the catalogue message', async () => {
    fetchMock.mockResolvedValue(answer(500, { status: 'error', message: null }));
    await expect(callApi(getLocationsCall, { params: { id: 0 } })).rejects.toMatchObject({
      message: MESSAGES.fetchFailed,
      httpStatus: 500,
    });
  });

  it('rejects with a network ApiError when fetch fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi(getLocationsCall, { params: { id: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe(MESSAGES.fetchFailed);
  });
});

describe('an answer cut off while its body arrives', () => {
  it('is a network error, not a refusal', async () => {
    const cutOff = {
      status: 200,
      ok: true,
      text: () => Promise.reject(new TypeError('network error')),
    } as unknown as Response;
    fetchMock.mockResolvedValue(cutOff);
    const error = await callApi(getLocationsCall, { params: { id: 0 } }).catch((e: unknown) => e);
    expect((error as ApiError).isNetworkError).toBe(true);
    await expect(callApiRaw(getLocationsCall, { params: { id: 0 } })).rejects.toMatchObject({
      httpStatus: 0,
    });
  });
});

describe('callApiRaw', () => {
  it('resolves with status error and the server message', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: 'error', message: 'Onjuiste gebruikersnaam of wachtwoord' }),
    );
    const result = await callApiRaw(loginCall, { body: { emailaddress: 'a', password: 'b' } });
    expect(result).toMatchObject({
      status: 'error',
      message: 'Onjuiste gebruikersnaam of wachtwoord',
      httpStatus: 200,
    });
  });

  it('resolves with the parsed envelope on success (login carries auth)', async () => {
    const auth = {
      token: 't',
      fullName: 'A',
      userId: 1,
      roles: [],
      permissions: { '*': 1 },
      environment: 'customer-portal',
    };
    fetchMock.mockResolvedValue(answer(200, { status: 'success', message: null, auth }));
    const result = await callApiRaw(loginCall, { body: { emailaddress: 'a', password: 'b' } });
    expect(result.status).toBe('success');
    expect(result.data?.auth?.token).toBe('t');
  });

  it('resolves with handled', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'handled', message: null }));
    const result = await callApiRaw(loginCall, { body: { emailaddress: 'a', password: 'b' } });
    expect(result.status).toBe('handled');
  });
});
