import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AreaNotFoundPage } from './area-not-found-page.js';

describe('AreaNotFoundPage', () => {
  it("says 'Pagina niet gevonden' as heading and document title and links back", () => {
    render(
      <MemoryRouter>
        <AreaNotFoundPage backTo="/rentals/active" backLabel="Verhuur" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagina niet gevonden');
    expect(document.title).toBe('Pagina niet gevonden');
    expect(
      screen.getByText('De pagina die u probeert te openen is niet gevonden'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verhuur' })).toHaveAttribute(
      'href',
      '/rentals/active',
    );
  });
});
