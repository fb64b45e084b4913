// A status as text plus colour, never colour alone (LOOK-AND-WORDS: Actief, In behandeling...).
import type { ReactNode } from 'react';
import './page.css';

export type TBadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

/** Nothing for an empty text (a status the answer left blank): an empty pill says nothing. */
export function Badge({ tone, children }: { tone: TBadgeTone; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}
