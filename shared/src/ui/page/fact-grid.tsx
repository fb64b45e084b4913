/**
 * The summary of a record at the top of its details page (a request, a depot order): short
 * facts as label and value, one column on a phone and two from 640 px, inside the page's
 * card. Longer label/value lists that fill a page use `.ui-details` rows instead.
 */
import type { ReactNode } from 'react';
import './page.css';

/** The facts, each a `Fact`. */
export function FactGrid({ children }: { children: ReactNode }) {
  return <dl className="ui-facts">{children}</dl>;
}

/** One fact: its label and its value (kept as written: line breaks in a value stay). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
