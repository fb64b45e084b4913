import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationFlash } from './flash-message.js';
import { flashState } from './flash.js';

describe('NavigationFlash', () => {
  it('shows the flash from navigation state and dismisses it', async () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/requests/open', state: flashState('Aanvraag verstuurd') }]}
      >
        <NavigationFlash />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Aanvraag verstuurd');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Aanvraag verstuurd')).toBeNull();
  });

  it('announces errors as alerts', () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/', state: flashState('Sessie is verlopen', 'error') }]}
      >
        <NavigationFlash />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sessie is verlopen');
  });

  it('renders nothing without a flash', () => {
    const { container } = render(
      <MemoryRouter>
        <NavigationFlash />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
