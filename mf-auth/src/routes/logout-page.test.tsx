import { authStorage } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
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
    const { fetchMock } = mockApi({
      'POST /auth/logout': { body: { status: 'success', message: null, response: null } },
    });
    renderArea({
      pathname: '/auth/logout',
      state: { flash: { message: MESSAGES.sessionExpired, type: 'error' } },
    });
    await waitFor(() => expect(currentLocation.pathname).toBe('/auth/login'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
});
