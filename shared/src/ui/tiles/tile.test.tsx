import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ScanIcon } from '../icons/icons.js';
import { Tile } from './tile.js';
import { TileGrid } from './tile-grid.js';

describe('Tile', () => {
  it('links internally, and externally in a new tab with noopener', () => {
    render(
      <MemoryRouter>
        <TileGrid label="Home">
          <Tile to="/scan" title="Scannen" description="Zoek op barcode" icon={<ScanIcon />} />
          <Tile href="https://example.test/zvw" title="Aanvraag ZVW" />
        </TileGrid>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Scannen/ })).toHaveAttribute('href', '/scan');
    const external = screen.getByRole('link', { name: /Aanvraag ZVW/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(external).toHaveAccessibleName(/Aanvraag ZVW.*opent in een nieuw tabblad/);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a refused action greyed, without a link, with the reason in view', () => {
    render(
      <MemoryRouter>
        <TileGrid label="Acties">
          <Tile
            to="/articles/depot/product/actions/depotout/11"
            title="Leveren uit depot"
            description="Laat het hulpmiddel uit het depot leveren"
            disabledReason="Dit hulpmiddel is gereserveerd"
          />
          <Tile
            to="/articles/actions"
            title="Hulpmiddelenbeheer"
            footer={<a href="/x">9 keuringen verlopen</a>}
          />
        </TileGrid>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Leveren uit depot/ })).toBeNull();
    const [refused, withFooter] = screen.getAllByRole('listitem');
    expect(refused).toHaveTextContent(
      'Leveren uit depot (niet mogelijk)Dit hulpmiddel is gereserveerd',
    );
    expect(refused).not.toHaveTextContent('Laat het hulpmiddel');
    // the footer's link is a sibling of the tile's link, never inside it
    const main = screen.getByRole('link', { name: 'Hulpmiddelenbeheer' });
    const footer = screen.getByRole('link', { name: '9 keuringen verlopen' });
    expect(main.contains(footer)).toBe(false);
    expect(withFooter?.contains(footer)).toBe(true);
  });
});
