/** A responsive grid of tiles: one column on phones, more as the screen grows. */
import type { ReactNode } from 'react';
import './tiles.css';

/** Props of TileGrid. */
export type TTileGridProps = {
  children: ReactNode;
  /** Accessible name of the list, e.g. the page's heading text. */
  label?: string;
  className?: string;
};

/** A list of Tile elements. */
export function TileGrid({ children, label, className }: TTileGridProps) {
  return (
    <ul className={['ui-tile-grid', className].filter(Boolean).join(' ')} aria-label={label}>
      {children}
    </ul>
  );
}
