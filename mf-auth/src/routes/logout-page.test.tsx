import { authStorage } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAuth } from '../test/render-auth';

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
    const fetchMock = mockApi({
      '/auth/logout': { body: { status: 'success', message: null, response: null } },
    });
    renderAuth('/auth/logout', { flash: { message: MESSAGES.sessionExpired, type: 'error' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
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
    mockApi({ '/auth/logout': 'network-error' });
    renderAuth('/auth/logout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(authStorage.get()).toBeNull();
  });
});
