// What the phone keeps of a session (issue 29): answers of reads shown when a call gets no
// answer, writes without an answer as outbox items, sent once, and all of it per user.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocationsCall, loginCall } from '../contract/index.js';
import { createRepairRequestCall } from '../contract/rentals.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { callApi, resetApiClient } from './api-client.js';
import { isApiError, type ApiError } from './api-error.js';
import { getConnectionState, resetConnectionState, startNewPage } from './connection-state.js';
import { clearDeviceData } from './device-data.js';
import {
  discardOutboxItem,
  queueWrite,
  readOutbox,
  retryOutboxItem,
  sendOutbox,
  type TUnsentWrite,
} from './outbox.js';
import { authStorage } from './storage.js';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const locations = (name: string) => ({
  status: 'success',
  message: null,
  response: { locations: [{ value: 1, label: name }] },
});

function signIn(userId: number, token = `token-${userId}`) {
  authStorage.set({
    token,
    fullName: 'Anna de Vries',
    userId,
    roles: ['customer'],
    permissions: { '*': 2 },
    environment: 'customer-portal',
  });
}

function setBrowserOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
}

/** Waits until fire-and-forget writes to IndexedDB are done. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  resetApiClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await clearDeviceData();
  resetConnectionState();
  startNewPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers kept for offline use', () => {
  it('shows the last answer of a read when the call gets none, with when it was fetched', async () => {
    signIn(7);
    fetchMock.mockResolvedValueOnce(answer(200, locations('Paviljoen Noord')));
    await callApi(getLocationsCall, { params: { id: 4 } });
    await settle();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await callApi(getLocationsCall, { params: { id: 4 } });
    expect(offline.response?.locations[0]?.label).toBe('Paviljoen Noord');
    expect(getConnectionState().isOffline).toBe(true);
    expect(getConnectionState().shownFrom).toEqual(expect.any(Number));
  });

  it('never shows one user what another fetched, and says offline when nothing was kept', async () => {
    signIn(7);
    fetchMock.mockResolvedValueOnce(answer(200, locations('Paviljoen Noord')));
    await callApi(getLocationsCall, { params: { id: 4 } });
    await settle();

    signIn(8);
    setBrowserOnline(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await callApi(getLocationsCall, { params: { id: 4 } }).catch((e: unknown) => e);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe(MESSAGES.offline);
  });

  it('keeps nothing without a session, of a sign-in call, or after the session ended', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, locations('Zonder sessie')));
    await callApi(getLocationsCall, { params: { id: 1 } });
    signIn(7);
    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'error', message: 'Onjuist wachtwoord', response: null }),
    );
    await callApi(loginCall, { body: { emailaddress: 'a@b.nl', password: 'x' } }).catch(
      () => undefined,
    );
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const late = callApi(getLocationsCall, { params: { id: 2 } });
    authStorage.clear();
    finish(answer(200, locations('Na afmelden')));
    await late;
    await settle();

    signIn(7);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    for (const id of [1, 2]) {
      await expect(callApi(getLocationsCall, { params: { id } })).rejects.toMatchObject({
        httpStatus: 0,
      });
    }
  });

  it('is gone after the device data is cleared (sign-out)', async () => {
    signIn(7);
    fetchMock.mockResolvedValueOnce(answer(200, locations('Paviljoen Noord')));
    await callApi(getLocationsCall, { params: { id: 4 } });
    await settle();
    await clearDeviceData();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(getLocationsCall, { params: { id: 4 } })).rejects.toMatchObject({
      httpStatus: 0,
    });
  });
});

describe('a write without an answer', () => {
  const repair = {
    sourceId: 12,
    requestType: 'REPAIR-RENTAL' as const,
    description: 'Zijhek los',
    files: [{ name: 'een.png', file: 'data:image/png;base64,AAAA' }],
    contactId: 3,
  };

  it('describes itself for the outbox when it carries an Idempotency-Key', async () => {
    signIn(7);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await callApi(createRepairRequestCall, {
      body: repair,
      headers: { 'Idempotency-Key': 'key-1' },
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.unsent).toEqual({
      method: 'PUT',
      url: `${location.origin}/Rest/Pwa/customer/articles/product/request/repair`,
      body: JSON.stringify(repair),
      idempotencyKey: 'key-1',
    });
    const withoutKey = (await callApi(createRepairRequestCall, { body: repair }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(withoutKey.unsent).toBeUndefined();
  });
});

describe('the outbox', () => {
  const write: TUnsentWrite = {
    method: 'PUT',
    url: 'http://127.0.0.1/Rest/Pwa/customer/articles/product/request/repair',
    body: '{"description":"Zijhek los","files":[{"name":"een.png","file":"data:image/png;base64,AAAA"}]}',
    idempotencyKey: 'key-1',
  };
  const meta = { userId: 7, token: 'token-7', title: 'Reparatie melden – Verhuur', pagePath: '/x' };

  it('sends a queued write once, with its key and the sender token, and keeps the answer', async () => {
    await queueWrite(write, meta);
    await queueWrite(write, meta);
    fetchMock.mockResolvedValue(
      answer(200, { status: 'success', message: 'Ontvangen', response: { customerRequestId: 5 } }),
    );
    expect(await sendOutbox({ userId: 7, token: 'token-new' })).toBe('done');
    expect(await sendOutbox({ userId: 7, token: 'token-new' })).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(write.url);
    expect(init?.body).toBe(write.body);
    expect(init?.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'X-Auth-Token': 'token-new',
    });
    const [item] = await readOutbox(7);
    expect(item).toMatchObject({
      state: 'sent',
      message: 'Ontvangen',
      response: { customerRequestId: 5 },
      body: '',
    });
  });

  it('keeps waiting without a connection, also for a fresh read (a reload)', async () => {
    await queueWrite(write, meta);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendOutbox({ userId: 7, token: 'token-7' })).toBe('no-connection');
    const [item] = await readOutbox(7);
    expect(item).toMatchObject({ state: 'waiting', body: write.body });
  });

  it('keeps a refusal with the server message and the data, to send again or discard', async () => {
    await queueWrite(write, meta);
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        status: 'error',
        message: 'Er loopt al een reparatiemelding',
        response: { fields: { description: 'Te kort' } },
      }),
    );
    await sendOutbox({ userId: 7, token: 'token-7' });
    let [item] = await readOutbox(7);
    expect(item).toMatchObject({
      state: 'refused',
      message: 'Er loopt al een reparatiemelding',
      fields: { description: 'Te kort' },
      body: write.body,
    });

    await retryOutboxItem('key-1');
    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'success', message: null, response: null }),
    );
    await sendOutbox({ userId: 7, token: 'token-7' });
    [item] = await readOutbox(7);
    expect(item?.state).toBe('sent');
    await discardOutboxItem('key-1');
    expect(await readOutbox(7)).toEqual([]);
  });

  it('stops on an expired session and sends only the sender user its own items', async () => {
    await queueWrite(write, meta);
    await queueWrite({ ...write, idempotencyKey: 'key-2' }, { ...meta, userId: 8 });
    fetchMock.mockResolvedValue(answer(401, { status: 'SESSION_EXPIRED', message: null }));
    expect(await sendOutbox({ userId: 8, token: 'token-8' })).toBe('session-expired');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Idempotency-Key': 'key-2' });
    expect(await readOutbox(7)).toHaveLength(1);
    expect((await readOutbox(8))[0]?.state).toBe('waiting');
  });

  it('is emptied with the device data', async () => {
    await queueWrite(write, meta);
    await clearDeviceData();
    expect(await readOutbox(7)).toEqual([]);
  });
});
