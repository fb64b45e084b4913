import 'fake-indexeddb/auto';
import { authStorage, queueWrite, readOutbox } from '@portal/shared/client';
import { MESSAGES, OFFLINE_TEXTS } from '@portal/shared/rules';
import { SIGN_OUT_ASKED } from '@portal/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, networkError, renderArea } from '../testing/render-area';

describe('logout page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session, clears storage and carries the message to the login page', async () => {
    authStorage.set({
      token: 'abc',
      fullName: 'Anna',
      userId: 1,
      roles: [],
      permissions: {},
      environment: 'customer-portal',
    });
    localStorage.setItem('main-menu', '[]');
    const { calls } = mockApi({
      'POST /auth/logout': { body: { status: 'success', message: null, response: null } },
    });
    renderArea({
      pathname: '/auth/logout',
      state: { flash: { message: MESSAGES.sessionExpired, type: 'error' } },
    });
    await waitFor(() => expect(currentLocation.pathname).toBe('/auth/login'));
    // why: the login page then asks whether to ask the address first (issue 40 §1).
    expect(calls.filter((call) => call.path === '/auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('still logs out when the server cannot be reached', async () => {
    authStorage.set({
      token: 'abc',
      fullName: 'Anna',
      userId: 1,
      roles: [],
      permissions: {},
      environment: 'customer-portal',
    });
    mockApi({ 'POST /auth/logout': networkError });
    renderArea('/auth/logout');
    await waitFor(() => expect(currentLocation.pathname).toBe('/auth/login'));
    expect(authStorage.get()).toBeNull();
  });

  it('says how many unsent writes went with the session, and leaves none on the phone', async () => {
    authStorage.set({
      token: 'abc',
      fullName: 'Anna',
      userId: 1,
      roles: [],
      permissions: {},
      environment: 'customer-portal',
    });
    await queueWrite(
      { method: 'PUT', url: 'http://x/Rest/Pwa/y', body: '{}', idempotencyKey: 'k-1' },
      { userId: 1, token: 'abc', title: 'Reparatie melden', pagePath: '/x' },
    );
    mockApi({ 'POST /auth/logout': { body: { status: 'SESSION_EXPIRED', message: null } } });
    renderArea({
      pathname: '/auth/logout',
      state: { flash: { message: MESSAGES.sessionExpired, type: 'error' } },
    });
    await waitFor(() => expect(currentLocation.pathname).toBe('/auth/login'));
    expect(
      await screen.findByText(`${MESSAGES.sessionExpired} ${OFFLINE_TEXTS.unsentRemoved(1)}`),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await readOutbox(1)).toEqual([]));
  });

  it('asks before a link removes queued writes: no keeps them and the session', async () => {
    authStorage.set({
      token: 'abc',
      fullName: 'Anna',
      userId: 1,
      roles: [],
      permissions: {},
      environment: 'customer-portal',
    });
    await queueWrite(
      { method: 'PUT', url: 'http://x/Rest/Pwa/y', body: '{}', idempotencyKey: 'k-2' },
      { userId: 1, token: 'abc', title: 'Reparatie melden', pagePath: '/x' },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { fetchMock } = mockApi({
      'POST /auth/logout': { body: { status: 'success', message: null, response: null } },
    });
    // a link in a mail: no navigation state
    renderArea('/auth/logout');
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
    expect(confirm).toHaveBeenCalledWith(OFFLINE_TEXTS.logoutWithUnsent(1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authStorage.get()?.token).toBe('abc');
    expect(await readOutbox(1)).toHaveLength(1);
    confirm.mockRestore();
  });

  it('does not ask again after the user menu asked', async () => {
    authStorage.set({
      token: 'abc',
      fullName: 'Anna',
      userId: 1,
      roles: [],
      permissions: {},
      environment: 'customer-portal',
    });
    await queueWrite(
      { method: 'PUT', url: 'http://x/Rest/Pwa/y', body: '{}', idempotencyKey: 'k-3' },
      { userId: 1, token: 'abc', title: 'Reparatie melden', pagePath: '/x' },
    );
    const confirm = vi.spyOn(window, 'confirm');
    mockApi({
      'POST /auth/logout': { body: { status: 'success', message: null, response: null } },
    });
    renderArea({ pathname: '/auth/logout', state: SIGN_OUT_ASKED });
    await waitFor(() => expect(currentLocation.pathname).toBe('/auth/login'));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(async () => expect(await readOutbox(1)).toEqual([]));
    confirm.mockRestore();
  });
});
