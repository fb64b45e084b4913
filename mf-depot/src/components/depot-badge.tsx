/**
 * A status as a Dutch word in a coloured badge (text plus colour, never colour alone): an
 * order's status, or a product's status and depot status in the 'Hulpmiddelen' table.
 */
export type TBadgeTone = 'info' | 'warning' | 'success' | 'danger' | 'neutral';

export function DepotBadge({ tone, children }: { tone: TBadgeTone; children: string }) {
  if (children === '') return null;
  return <span className={`depot-badge depot-badge--${tone}`}>{children}</span>;
}
