import { MESSAGES, OFFLINE_TEXTS } from '@portal/shared/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(unsent = 0) {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <p>outside</p>
      <Where />
      <UserMenu
        fullName="Anna de Vries"
        items={[
          { path: '/home', title: 'Home' },
          { path: '/rentals', title: 'Verhuur' },
        ]}
        zvwUrl="https://example.org/zvw"
        unsent={unsent}
      />
    </MemoryRouter>,
  );
}

describe('user menu', () => {
  it('shows the full name on a closed toggle', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Anna de Vries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('opens with the main menu, E-mailmeldingen, Uitloggen and the external Aanvraag ZVW', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Anna de Vries' }));
    expect(screen.getByRole('button', { name: 'Anna de Vries' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Verhuur' })).toHaveAttribute('href', '/rentals');
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toHaveAttribute('href', '/auth/logout');
    // ours (issue 41): how she hears of her requests.
    expect(screen.getByRole('link', { name: 'E-mailmeldingen' })).toHaveAttribute(
      'href',
      '/mail-settings',
    );
    const zvw = screen.getByRole('link', { name: /^Aanvraag ZVW/ });
    expect(zvw).toHaveTextContent(MESSAGES.opensInNewTab);
    expect(zvw).toHaveAttribute('href', 'https://example.org/zvw');
    expect(zvw).toHaveAttribute('target', '_blank');
    expect(zvw.getAttribute('rel')).toContain('noopener');
  });

  it('closes when an item is chosen', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Anna de Vries' }));
    await user.click(screen.getByRole('link', { name: 'Verhuur' }));
    expect(screen.queryByRole('link', { name: 'Verhuur' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Anna de Vries' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Anna de Vries' }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('link', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('is reachable by keyboard: Enter opens, Tab walks the items', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Anna de Vries' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('asks before signing out while the outbox holds unsent writes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderMenu(2);
    await user.click(screen.getByRole('button', { name: 'Anna de Vries' }));
    await user.click(screen.getByRole('link', { name: 'Uitloggen' }));
    expect(confirm).toHaveBeenCalledWith(OFFLINE_TEXTS.logoutWithUnsent(2));
    expect(screen.getByTestId('where')).toHaveTextContent('/home');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Anna de Vries' }));
    await user.click(screen.getByRole('link', { name: 'Uitloggen' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/logout');
    confirm.mockRestore();
  });
});
