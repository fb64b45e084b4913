// The sign-in page with passkeys (issue 40 §2): the second step after a right password,
// the recovery code instead of it, the first passkey when the organisation requires two
// factors (its recovery code before anything else), and the passkey alone, offered only
// when the portal has passkeys. The browser's WebAuthn is the library's, mocked here.
import { authStorage } from '@portal/shared/client';
import { MESSAGES, PASSKEY_TEXTS } from '@portal/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, renderArea } from '../testing/render-area';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const AUTH = {
  token: 'abc',
  fullName: 'Anna de Vries',
  userId: 1,
  roles: ['customer'],
  permissions: { '*': 2 },
  environment: 'customer-portal',
};
const SIGNED_IN = { body: { status: 'success', message: null, response: null, auth: AUTH } };
const OPTIONS = ok({ options: { challenge: 'c' } });
const ASSERTION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

function secondStep(kind: 'verify' | 'enrol') {
  return {
    body: {
      status: 'success',
      message: null,
      response: null,
      auth: null,
      secondStep: { kind, ticket: 'ticket' },
    },
  };
}

async function typePassword() {
  const user = userEvent.setup();
  renderArea('/auth/login');
  await user.type(await screen.findByLabelText(/^Gebruikersnaam of e-mailadres/), 'anna@x.nl');
  await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'geheim');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  return user;
}

describe('login page with passkeys', () => {
  beforeEach(() => {
    localStorage.clear();
    // why: jsdom has no WebAuthn; the page asks the browser whether it has it.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    browser.startAuthentication.mockResolvedValue(ASSERTION);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the passkey after a right password, then stores the session', async () => {
    const { calls } = mockApi({
      'POST /auth/login': secondStep('verify'),
      'POST /auth/passkey/options': OPTIONS,
      'POST /auth/passkey/verify': SIGNED_IN,
    });
    const user = await typePassword();
    const button = await screen.findByRole('button', { name: PASSKEY_TEXTS.verifyButton });
    expect(authStorage.get()).toBeNull();
    await user.click(button);
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
    expect(authStorage.get()).toEqual(AUTH);
    expect(calls.find((call) => call.path === '/auth/passkey/verify')?.body).toEqual({
      ticket: 'ticket',
      credential: ASSERTION,
    });
  });

  it('says so calmly when the browser prompt is cancelled', async () => {
    mockApi({ 'POST /auth/login': secondStep('verify'), 'POST /auth/passkey/options': OPTIONS });
    browser.startAuthentication.mockRejectedValue(
      Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
    );
    const user = await typePassword();
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.verifyButton }));
    expect(await screen.findByText(MESSAGES.passkeyCancelled)).toBeInTheDocument();
  });

  it('takes the recovery code instead of the passkey', async () => {
    const { calls } = mockApi({
      'POST /auth/login': secondStep('verify'),
      'POST /auth/passkey/recovery': SIGNED_IN,
    });
    const user = await typePassword();
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.useRecoveryCode }));
    await user.type(screen.getByLabelText(new RegExp(`^${PASSKEY_TEXTS.recoveryLabel}`)), 'abcd');
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.recoveryButton }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
    expect(calls.find((call) => call.path === '/auth/passkey/recovery')?.body).toEqual({
      ticket: 'ticket',
      code: 'abcd',
    });
  });

  it('adds the first passkey when the organisation requires it, and shows the recovery code before anything else', async () => {
    browser.startRegistration.mockResolvedValue({
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
      clientExtensionResults: {},
    });
    mockApi({
      'POST /auth/login': secondStep('enrol'),
      'POST /auth/passkey/enrol/options': OPTIONS,
      'POST /auth/passkey/enrol': {
        body: { ...SIGNED_IN.body, response: { recoveryCode: 'ABCD-EFGH-JKMN-PQRS-TVWX' } },
      },
    });
    const user = await typePassword();
    expect(await screen.findByText(PASSKEY_TEXTS.enrolIntro)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.addButton }));
    expect(await screen.findByText(/ABCD/)).toBeInTheDocument();
    expect(authStorage.get()).toBeNull();
    expect(currentLocation.pathname).toBe('/auth/login');
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.recoveryCodeDone }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
    expect(authStorage.get()).toEqual(AUTH);
  });

  it('offers the passkey alone only when the portal has passkeys', async () => {
    mockApi({
      'GET /auth/passkey/available': ok({ isOffered: true }),
      'POST /auth/passkey/options': OPTIONS,
      'POST /auth/passkey/verify': SIGNED_IN,
    });
    const user = userEvent.setup();
    renderArea('/auth/login');
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.passwordlessButton }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/home'));
  });

  it('is the spec page without passkeys in the portal', async () => {
    mockApi({ 'GET /auth/passkey/available': ok({ isOffered: false }) });
    renderArea('/auth/login');
    expect(await screen.findByLabelText(/^Wachtwoord/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PASSKEY_TEXTS.passwordlessButton })).toBeNull();
  });
});
