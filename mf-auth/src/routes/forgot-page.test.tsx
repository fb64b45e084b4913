import { MESSAGES } from '@portal/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, networkError, renderArea } from '../testing/render-area';

async function submit(user: ReturnType<typeof userEvent.setup>, value: string) {
  if (value) await user.type(screen.getByLabelText(/^Gebruikersnaam of e-mailadres/), value);
  await user.click(screen.getByRole('button', { name: 'Versturen' }));
}

describe('forgot page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the field', async () => {
    const { fetchMock } = mockApi({});
    const user = userEvent.setup();
    renderArea('/auth/forgot');
    expect(screen.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
    await submit(user, '');
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('replaces the form with the confirmation on a handled answer', async () => {
    const { calls } = mockApi({
      'POST /auth/forgot': { body: { status: 'handled', message: null, response: null } },
    });
    const user = userEvent.setup();
    renderArea('/auth/forgot');
    await submit(user, 'anna');
    expect(await screen.findByText(MESSAGES.forgotHandled)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.forgotHandledNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Versturen' })).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ userName: 'anna' });
  });

  it('shows error (1) on another status and (2) without a connection', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /auth/forgot': { body: { status: 'error', message: 'x', response: null } } });
    const view = renderArea('/auth/forgot');
    await submit(user, 'anna');
    expect(await screen.findByText(MESSAGES.forgotNotHandled)).toBeInTheDocument();
    view.unmount();
    mockApi({ 'POST /auth/forgot': networkError });
    renderArea('/auth/forgot');
    await submit(user, 'anna');
    expect(await screen.findByText(MESSAGES.forgotNetwork)).toBeInTheDocument();
  });
});
