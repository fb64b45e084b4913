// A status as text plus colour, never colour alone (LOOK-AND-WORDS: Actief, In behandeling...).
import type { ReactNode } from 'react';

export type TBadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

export function StatusBadge({ tone, children }: { tone: TBadgeTone; children: ReactNode }) {
  return <span className={`rentals-badge rentals-badge--${tone}`}>{children}</span>;
}
