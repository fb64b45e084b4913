// The sign-in page when an organisation signs in with its own provider (issue 40 §1).
import { authStorage } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, renderArea } from '../testing/render-area';

const AUTH = {
  token: 'abc',
  fullName: 'Ingrid Bakker',
  userId: 9,
  roles: ['customer'],
  permissions: { '/rentals': 1 },
  environment: 'customer-portal',
};

const EMAIL_FIRST = { 'GET /auth/sso/options': ok({ isEmailFirst: true }) };

describe('login page with single sign-on', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks the address first, then offers the provider of its domain', async () => {
    const { calls } = mockApi({
      ...EMAIL_FIRST,
      'POST /auth/sso/discover': ok({ providerName: 'Zorggroep Noord' }),
    });
    const user = userEvent.setup();
    renderArea('/auth/login');
    await user.type(
      await screen.findByLabelText(/^Gebruikersnaam of e-mailadres/),
      'ingrid@zorgnoord.nl',
    );
    expect(screen.queryByLabelText(/^Wachtwoord/, { selector: 'input' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const link = await screen.findByRole('link', { name: 'Inloggen met Zorggroep Noord' });
    expect(link).toHaveAttribute('href', '/Rest/Pwa/auth/sso/start?email=ingrid%40zorgnoord.nl');
    expect(calls.find((call) => call.path === '/auth/sso/discover')?.body).toEqual({
      emailaddress: 'ingrid@zorgnoord.nl',
    });
    await user.click(screen.getByRole('button', { name: 'Ander e-mailadres' }));
    expect(await screen.findByRole('button', { name: 'Volgende' })).toBeInTheDocument();
  });

  it('gives any other address the password field, the address kept', async () => {
    mockApi({ ...EMAIL_FIRST, 'POST /auth/sso/discover': ok({ providerName: null }) });
    const user = userEvent.setup();
    renderArea('/auth/login');
    await user.type(await screen.findByLabelText(/^Gebruikersnaam of e-mailadres/), 'x@y.nl');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const password = await screen.findByLabelText(/^Wachtwoord/, { selector: 'input' });
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^Gebruikersnaam of e-mailadres/)).toHaveValue('x@y.nl');
  });

  it('stores the session of the one-time code and goes to /home', async () => {
    const { calls } = mockApi({
      'POST /auth/sso/finish': {
        body: { status: 'success', message: null, response: null, auth: AUTH },
      },
    });
    renderArea('/auth/login?sso=one-time-code');
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
    expect(authStorage.get()).toEqual(AUTH);
    expect(calls.find((call) => call.path === '/auth/sso/finish')?.body).toEqual({
      code: 'one-time-code',
    });
  });

  it('shows the Dutch message of a refused sign-in over the first step', async () => {
    mockApi(EMAIL_FIRST);
    renderArea('/auth/login?ssoError=expired');
    expect(await screen.findByText(MESSAGES.ssoTokenExpired)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.search).toBe(''));
  });
});
