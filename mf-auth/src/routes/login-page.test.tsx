import { authStorage } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, networkError, renderArea } from '../testing/render-area';

const AUTH = {
  token: 'abc',
  fullName: 'Anna de Vries',
  userId: 1,
  roles: ['customer'],
  permissions: { '*': 2 },
  environment: 'customer-portal',
};

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, name: string, pw: string) {
  // why: the page first asks whether an organisation signs in with its own accounts.
  const field = await screen.findByLabelText(/^Gebruikersnaam of e-mailadres/);
  if (name) await user.type(field, name);
  if (pw) await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), pw);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('login page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title and clears local storage on load', async () => {
    localStorage.setItem('routes-tree', '{}');
    authStorage.set(AUTH);
    renderArea('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(document.title).toBe('Inloggen');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/auth/forgot',
    );
  });

  it('requires both fields before calling the api', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderArea('/auth/login');
    await fillAndSubmit(user, '', '');
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(calls.map((call) => call.path)).toEqual(['/auth/sso/options']);
  });

  it('has a show/hide toggle on the password', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderArea('/auth/login');
    const input = await screen.findByLabelText(/^Wachtwoord/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: MESSAGES.showPassword }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('stores the auth record and goes to /home on success', async () => {
    const { calls } = mockApi({
      'POST /auth/login': {
        body: { status: 'success', message: null, response: null, auth: AUTH },
      },
    });
    const user = userEvent.setup();
    renderArea('/auth/login');
    await fillAndSubmit(user, ' beheerder@delinde.nl ', 'Zonnebloem-Tillift-42');
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
    expect(authStorage.get()).toEqual(AUTH);
    expect(calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      emailaddress: 'beheerder@delinde.nl',
      password: 'Zonnebloem-Tillift-42',
    });
  });

  it('shows the server message when the login fails', async () => {
    mockApi({
      'POST /auth/login': {
        body: { status: 'error', message: 'Onjuiste gebruikersnaam of wachtwoord', response: null },
      },
    });
    const user = userEvent.setup();
    renderArea('/auth/login');
    await fillAndSubmit(user, 'x@y.nl', 'wrong');
    expect(await screen.findByText('Onjuiste gebruikersnaam of wachtwoord')).toBeInTheDocument();
    // The shared error summary on top says so and has focus (issue 9 point 1).
    expect(screen.getByRole('alert', { name: 'Inloggen is niet gelukt' })).toHaveFocus();
    expect(authStorage.get()).toBeNull();
  });

  it('shows the default message on success without a token, a 500 or no connection', async () => {
    const user = userEvent.setup();
    for (const answer of [
      { body: { status: 'success', message: null, response: null, auth: null } },
      { status: 500, body: { status: 'error', message: null, response: null } },
      networkError,
    ]) {
      mockApi({ 'POST /auth/login': answer });
      const view = renderArea('/auth/login');
      await fillAndSubmit(user, 'x@y.nl', 'pw');
      expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows a message passed through navigation state', () => {
    renderArea({
      pathname: '/auth/login',
      state: { flash: { message: MESSAGES.sessionExpired, type: 'error' } },
    });
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  });
});
