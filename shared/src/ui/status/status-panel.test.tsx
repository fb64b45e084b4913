import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StatusPanel } from './status-panel.js';

describe('StatusPanel (spec 000 §2.4, §8)', () => {
  it('loading: text and a reload link that reloads', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    render(<StatusPanel type="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('De data wordt opgehaald.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Pagina opnieuw laden' }));
    expect(reload).toHaveBeenCalledOnce();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('downloading: text without reload link', () => {
    render(<StatusPanel type="downloading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Download wordt opgehaald');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('pageNotfound and noData texts', () => {
    render(<StatusPanel type="pageNotfound" />);
    expect(
      screen.getByText('De pagina die u probeert te openen is niet gevonden'),
    ).toBeInTheDocument();
    render(<StatusPanel type="noData" />);
    expect(screen.getByText('Er zijn geen resultaten gevonden')).toBeInTheDocument();
  });

  it('inline-error: optional title and the message as an alert', () => {
    render(<StatusPanel type="inline-error" title="Fout" message="Hulpmiddel niet gevonden" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fout');
    expect(alert).toHaveTextContent('Hulpmiddel niet gevonden');
  });

  it('state: message and type from navigation state', () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/noaccess', state: { message: 'U heeft geen toegang', type: 'error' } },
        ]}
      >
        <StatusPanel type="state" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('U heeft geen toegang');
  });

  it("no type: 'Wrapper type is required!'", () => {
    render(<StatusPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrapper type is required!');
  });
});
