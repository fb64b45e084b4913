/**
 * The action bar of a long form (LOOK-AND-WORDS: "a long form keeps its main action in a
 * sticky bar"): on a phone it sticks to the bottom of the screen, above the shell's bottom
 * navigation, while its form is in view, with the count of what was chosen beside the
 * primary action; on a wide screen it is an ordinary row of buttons under the form.
 */
import type { ReactNode } from 'react';
import './form.css';

/** Props of ActionBar. */
export type TActionBarProps = {
  /** What the user has chosen so far, e.g. '2 artikelen gekozen' (announced when it changes). */
  count?: ReactNode;
  /** The buttons; the primary action last, so it sits under the thumb. */
  children: ReactNode;
  className?: string;
};

/** A sticky bottom bar on narrow screens; see the module comment. */
export function ActionBar({ count, children, className }: TActionBarProps) {
  return (
    <div className={['ui-action-bar', className].filter(Boolean).join(' ')}>
      {count !== undefined ? (
        <p className="ui-action-bar__count" aria-live="polite">
          {count}
        </p>
      ) : null}
      <div className="ui-action-bar__buttons">{children}</div>
    </div>
  );
}
