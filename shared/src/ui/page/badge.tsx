// A status as text plus colour, never colour alone (LOOK-AND-WORDS: Actief, In behandeling...).
import type { ReactNode } from 'react';
import './page.css';

export type TBadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

export function Badge({ tone, children }: { tone: TBadgeTone; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}
