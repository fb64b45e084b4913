import { MESSAGES } from '@portal/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePassword } from '../features/password/api/encode-password';
import { mockApi, networkError, renderArea } from '../testing/render-area';

const OK = { body: { status: 'success', message: null, response: null } };

function passwordInputs() {
  return screen.getAllByLabelText(/wachtwoord/i, { selector: 'input' });
}

describe('register and reset pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when the address has no token', () => {
    mockApi({});
    renderArea('/auth/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Registreren' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.requestFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inlogpagina' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('replaces the form with the server message when the token check fails', async () => {
    mockApi({
      'POST /auth/checkGuid': {
        body: { status: 'error', message: MESSAGES.tokenInvalid, response: null },
      },
    });
    renderArea('/auth/reset/abc');
    expect(await screen.findByText(MESSAGES.tokenInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inlogpagina' })).toBeInTheDocument();
    expect(document.title).toBe('Wachtwoord veranderen');
  });

  it('falls back to the catalogue text when the check cannot be made', async () => {
    mockApi({ 'POST /auth/checkGuid': networkError });
    renderArea('/auth/register/abc');
    expect(await screen.findByText(MESSAGES.requestFailed)).toBeInTheDocument();
  });

  it('requires both fields and identical passwords', async () => {
    const { fetchMock } = mockApi({ 'POST /auth/checkGuid': OK });
    const user = userEvent.setup();
    renderArea('/auth/register/abc');
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    await user.click(save);
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    const [password, confirmation] = passwordInputs();
    await user.type(password as HTMLElement, 'Geheim01!');
    await user.type(confirmation as HTMLElement, 'Geheim02!');
    await user.click(save);
    expect(screen.getByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the password base64-encoded and shows the success panel', async () => {
    const { calls } = mockApi({ 'POST /auth/checkGuid': OK, 'POST /auth/setPassword': OK });
    const user = userEvent.setup();
    renderArea('/auth/register/abc');
    await screen.findByRole('button', { name: 'Opslaan' });
    const [password, confirmation] = passwordInputs();
    await user.type(password as HTMLElement, 'Wélkom01!');
    await user.type(confirmation as HTMLElement, 'Wélkom01!');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(MESSAGES.registered)).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ guid: 'abc', password: encodePassword('Wélkom01!') });
    expect(encodePassword('Wélkom01!')).toBe('V8OpbGtvbTAxIQ==');
    expect(screen.getByRole('link', { name: 'Naar inlogpagina' })).toBeInTheDocument();
  });

  it('shows the reset success text and save failures', async () => {
    mockApi({
      'POST /auth/checkGuid': OK,
      'POST /auth/setPassword': { body: { status: 'error', message: null, response: null } },
    });
    const user = userEvent.setup();
    renderArea('/auth/reset/abc');
    await screen.findByRole('button', { name: 'Opslaan' });
    const [password, confirmation] = passwordInputs();
    await user.type(password as HTMLElement, 'Lantaarn-Fiets-9');
    await user.type(confirmation as HTMLElement, 'Lantaarn-Fiets-9');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(MESSAGES.requestFailed)).toBeInTheDocument();
    mockApi({ 'POST /auth/setPassword': OK });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
  });

  it("shows the server's refusal of a common or short password at the password field", async () => {
    mockApi({
      'POST /auth/checkGuid': OK,
      'POST /auth/setPassword': {
        body: {
          status: 'error',
          message: MESSAGES.passwordTooCommon,
          response: { fields: { password: MESSAGES.passwordTooCommon } },
        },
      },
    });
    const user = userEvent.setup();
    renderArea('/auth/reset/abc');
    await screen.findByRole('button', { name: 'Opslaan' });
    const [password, confirmation] = passwordInputs();
    await user.type(password as HTMLElement, '12345678');
    await user.type(confirmation as HTMLElement, '12345678');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    // why: the message names its field, so the error summary shows it as written too
    expect(await screen.findAllByText(MESSAGES.passwordTooCommon)).not.toHaveLength(0);
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordTooCommon);
    await user.type(password as HTMLElement, 'x');
    expect(password).not.toHaveAccessibleDescription(MESSAGES.passwordTooCommon);
  });

  it('refuses a password of spaces or under 8 characters at the field before sending', async () => {
    const { fetchMock } = mockApi({ 'POST /auth/checkGuid': OK });
    const user = userEvent.setup();
    renderArea('/auth/register/abc');
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    const [password, confirmation] = passwordInputs();
    await user.type(password as HTMLElement, '        ');
    await user.type(confirmation as HTMLElement, '        ');
    await user.click(save);
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordBlank);
    await user.clear(password as HTMLElement);
    await user.type(password as HTMLElement, 'Kort1!');
    expect(password).toHaveAccessibleDescription(MESSAGES.passwordTooShort(8));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
