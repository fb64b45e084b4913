/**
 * The filter overlay of spec 000 §2.4 / 001 §2.1: title 'Filter', buttons 'Toepassen',
 * 'Reset Filters' and 'Sluiten'. The form inside belongs to the list; this holds a draft
 * of its values until they are applied.
 */
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { TFilterValues } from '../../client/storage.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { Button } from '../form/button.js';
import { Dialog } from './dialog.js';

/** What a list gives to render its filter fields. */
export type TFilterRenderProps<F extends TFilterValues> = {
  values: F;
  setValue: <K extends keyof F>(name: K, value: F[K]) => void;
  setValues: (values: F) => void;
};

/** Props of FilterDialog. */
export type TFilterDialogProps<F extends TFilterValues> = {
  isOpen: boolean;
  /** The applied values; the draft starts from them each time the dialog opens. */
  values: F;
  render: (props: TFilterRenderProps<F>) => ReactNode;
  onApply: (values: F) => void;
  onReset: () => void;
  onClose: () => void;
};

/** The filter dialog; Enter in a field applies. */
export function FilterDialog<F extends TFilterValues>(props: TFilterDialogProps<F>) {
  if (!props.isOpen) return null;
  return <FilterDialogOpen {...props} />;
}

function FilterDialogOpen<F extends TFilterValues>({
  values,
  render,
  onApply,
  onReset,
  onClose,
}: TFilterDialogProps<F>) {
  const [draft, setDraft] = useState<F>(values);
  const formId = 'ui-filter-form';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <Dialog
      isOpen
      title={MESSAGES.filter}
      onClose={onClose}
      className="ui-filter-dialog"
      footer={
        <>
          <Button type="submit" form={formId} variant="primary">
            {MESSAGES.applyFilters}
          </Button>
          <Button variant="secondary" onClick={onReset}>
            {MESSAGES.resetFilters}
          </Button>
          <Button variant="link" onClick={onClose}>
            {MESSAGES.close}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {render({
          values: draft,
          setValue: (name, value) => setDraft((current) => ({ ...current, [name]: value })),
          setValues: setDraft,
        })}
      </form>
    </Dialog>
  );
}
