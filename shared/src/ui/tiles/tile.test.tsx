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
});
