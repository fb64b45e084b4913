/**
 * 'Kolommen' (issue 23): which columns a list's table shows, chosen per list and kept in
 * local storage (listColumnsStorage). A table shows the columns that fit a desk screen by
 * default; the others wait here. Each change applies at once; 'Standaardkolommen' goes back
 * to the list's defaults. Only on wide screens: a phone shows cards, whose facts the list
 * declares.
 */
import { useState } from 'react';
import type { TListColumnChoice } from '../../client/storage.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { Button } from '../form/button.js';
import { ColumnsIcon } from '../icons/icons.js';
import { Dialog } from './dialog.js';
import { chosenTableKeys, isChoosable, withColumn } from './list-columns.js';
import type { TListColumn } from './responsive-list.js';

/** Props of ColumnChooser. */
export type TColumnChooserProps = {
  columns: ReadonlyArray<Pick<TListColumn<never>, 'key' | 'header' | 'kind' | 'card' | 'table'>>;
  choice: TListColumnChoice | null;
  onChange: (choice: TListColumnChoice | null) => void;
};

export function ColumnChooser({ columns, choice, onChange }: TColumnChooserProps) {
  const [isOpen, setIsOpen] = useState(false);
  const shown = chosenTableKeys(columns, choice);
  const options = columns.filter(isChoosable);
  if (options.length === 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        icon={<ColumnsIcon />}
        className="ui-list-page__columns"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        {MESSAGES.listColumns}
      </Button>
      <Dialog
        isOpen={isOpen}
        title={MESSAGES.listColumnsTitle}
        onClose={() => setIsOpen(false)}
        className="ui-column-chooser"
        footer={
          <>
            <Button variant="secondary" onClick={() => onChange(null)}>
              {MESSAGES.listColumnsDefault}
            </Button>
            <Button variant="link" onClick={() => setIsOpen(false)}>
              {MESSAGES.close}
            </Button>
          </>
        }
      >
        <fieldset className="ui-column-chooser__set">
          <legend className="ui-column-chooser__hint">{MESSAGES.listColumnsHint}</legend>
          {options.map((column) => (
            <label key={column.key} className="ui-checkbox ui-column-chooser__option">
              <input
                type="checkbox"
                className="ui-checkbox__input"
                checked={shown.has(column.key)}
                onChange={(event) =>
                  onChange(withColumn(columns, choice, column.key, event.target.checked))
                }
              />
              <span>{column.header}</span>
            </label>
          ))}
        </fieldset>
      </Dialog>
    </>
  );
}
