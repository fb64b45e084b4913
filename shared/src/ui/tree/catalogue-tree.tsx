/**
 * The catalogue as a tree, from which a request form adds items (the rental request's
 * articles, the depot order's categories and articles): a row per node, a disclosure
 * button for a node that opens, and on the right what the row offers (a price, 'Toevoegen').
 * One look and one keyboard behaviour for every area's picker; what a node holds and what
 * adding means stay with the area.
 */
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../icons/icons.js';
import { Button } from '../form/button.js';
import './catalogue-tree.css';

/** A list of tree rows; the top one carries the tree's name, nested ones need none. */
export function CatalogueTree({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="ui-tree" aria-label={label}>
      {children}
    </ul>
  );
}

export type TTreeItemProps = {
  title: string;
  /** What the row offers on its right; wraps below a name too long for the row. */
  actions?: ReactNode | undefined;
  /** What opens below the row, drawn only while open (so it is fetched then); none: a leaf. */
  opens?: (() => ReactNode) | undefined;
};

export function TreeItem({ title, actions, opens }: TTreeItemProps) {
  const [isOpen, setIsOpen] = useState(false);
  const groupId = useId();
  return (
    <li className="ui-tree__item">
      <div className="ui-tree__row">
        {opens ? (
          <button
            type="button"
            className="ui-tree__toggle"
            aria-expanded={isOpen}
            aria-controls={groupId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
            <span>{title}</span>
          </button>
        ) : (
          <span className="ui-tree__title">{title}</span>
        )}
        {actions ? <span className="ui-tree__actions">{actions}</span> : null}
      </div>
      {opens && isOpen ? (
        <div id={groupId} className="ui-tree__children">
          {opens()}
        </div>
      ) : null}
    </li>
  );
}

export type TTreeAddButtonProps = {
  isChosen: boolean;
  /** The button's visible words, before and after adding ('Toevoegen', 'Toegevoegd'). */
  text: string;
  chosenText: string;
  /** Its accessible names, which name the item ('Hoog-laagbed toevoegen'). */
  label: string;
  chosenLabel: string;
  onAdd: () => void;
};

/** 'Toevoegen', and 'Toegevoegd' once the item is chosen: then it adds nothing twice. */
export function TreeAddButton({
  isChosen,
  text,
  chosenText,
  label,
  chosenLabel,
  onAdd,
}: TTreeAddButtonProps) {
  return (
    <Button
      variant="secondary"
      // why: the name holds the visible word ('Toegevoegd' once added, WCAG 2.5.3).
      aria-label={isChosen ? chosenLabel : label}
      aria-disabled={isChosen || undefined}
      onClick={() => {
        if (!isChosen) onAdd();
      }}
    >
      {isChosen ? chosenText : text}
    </Button>
  );
}
