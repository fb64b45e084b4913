/**
 * The delivery request 'Leveren uit depot' on one page (spec 001 §2.5): the chosen items
 * with their quantities and, once one needs it, the mattress size beside them; the picker
 * 'Toevoegen op aanvraag', then the fields. A refused
 * submit (the rules or the server) moves focus to the error summary on top, which holds the
 * spec's messages joined with commas and links to each field (shared useFormSubmit and
 * FormErrorSummary); on a phone the count of chosen items and 'Aanvragen' stay in a sticky
 * bar at the bottom. 'Aanvragen' sends one request with an Idempotency-Key (a double tap or
 * a retry creates one order); a server message about an item shows next to that item.
 */
import { isApiError } from '@portal/shared/client';
import type { TDepotRequest } from '@portal/shared/contract/depot';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { ActionBar, Button, FormErrorSummary, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { defaultContactId, MattressSizeField, useContacts } from '@portal/shared/ui/forms';
import { useCreateDepotRequest } from '../api/create-depot-request';
import {
  amountErrors,
  DEFAULT_AMOUNT,
  depotRequestErrorSummary,
  EMPTY_DEPOT_REQUEST_VALUES,
  itemKey,
  needsMattressSize,
  serverItemErrors,
  toDepotRequest,
  validateDepotRequest,
  type TDepotItem,
  type TDepotRequestErrors,
  type TDepotRequestValues,
} from '../depot-request-rules';
import { amountInputId, BASKET_ID, DepotBasket } from './depot-basket';
import { DepotItemPicker, type TPickedItem } from './depot-item-picker';
import { DEPOT_FIELD_IDS, DepotRequestFields } from './depot-request-fields';

/** Labels of the summary's entries, by field. */
const FIELD_LABELS = {
  items: TEXTS.basketTitle,
  amounts: TEXTS.amountLabel,
  measurementsBed: TEXTS.mattressSize,
  locationId: TEXTS.location,
  deliverDate: TEXTS.deliverDate,
  contactId: TEXTS.contact,
};

/** The request created, and what it asked for (its confirmation names them, issue 38). */
export type TCreatedDepotRequest = {
  customerRequestId: number | null;
  items: readonly string[];
  deliverDate: string;
};

export function DepotRequestForm({
  onSubmitted,
}: {
  onSubmitted: (answer: TCreatedDepotRequest) => void;
}) {
  const [items, setItems] = useState<TDepotItem[]>([]);
  const [values, setValues] = useState<TDepotRequestValues>(EMPTY_DEPOT_REQUEST_VALUES);
  const [deliverDateError, setDeliverDateError] = useState<string | null>(null);
  // The server's messages per item (e.g. too few in the depot), until the items change.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const contacts = useContacts();
  const mutation = useCreateDepotRequest();
  const send = async (args: { request: TDepotRequest; idempotencyKey: string }) => {
    try {
      const answer = await mutation.mutateAsync(args);
      return {
        customerRequestId: answer.customerRequestId,
        // why: a category item's name already says '(categorie)' (the picker names it so).
        items: items.map((item) => `${item.amount} x ${item.name}`),
        deliverDate: args.request.deliverDate,
      } satisfies TCreatedDepotRequest;
    } catch (error) {
      setServerErrors(serverItemErrors(items, isApiError(error) ? error.fields : undefined));
      throw error;
    }
  };
  const form = useFormSubmit(send, onSubmitted);

  const contactId = values.contactId ?? defaultContactId(contacts.data);
  const allErrors = validateDepotRequest(items, { ...values, contactId }, deliverDateError);
  const errors: TDepotRequestErrors = form.isChecking ? allErrors : {};
  const itemErrors = { ...serverErrors, ...(form.isChecking ? amountErrors(items) : {}) };
  const firstItemErrorKey = Object.keys(itemErrors)[0];

  function updateItems(update: (current: TDepotItem[]) => TDepotItem[]) {
    setItems(update);
    setServerErrors({});
  }

  function addItem(picked: TPickedItem) {
    updateItems((current) =>
      current.some((item) => itemKey(item) === itemKey(picked))
        ? current
        : [...current, { ...picked, amount: DEFAULT_AMOUNT }],
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: Object.keys(allErrors).length > 0,
      request: () => toDepotRequest(items, { ...values, contactId }),
    });
  }

  const fieldIds = {
    items: BASKET_ID,
    amounts: firstItemErrorKey ? amountInputId(firstItemErrorKey) : BASKET_ID,
    ...DEPOT_FIELD_IDS,
  };
  const summaryFields = {
    ...errors,
    // why: a server message on an item links to that item's box like a refused quantity.
    amounts: errors.amounts ?? (firstItemErrorKey ? itemErrors[firstItemErrorKey] : undefined),
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="depot-request">
      <FormErrorSummary
        fields={summaryFields}
        fieldIds={fieldIds}
        fieldLabels={FIELD_LABELS}
        // why: spec 001 §5 joins the form's messages with commas; the entries link to them.
        message={form.failure ?? (depotRequestErrorSummary(errors) || null)}
        focusKey={form.refusal}
      />
      <div className="depot-request__layout">
        <div className="depot-request__basket">
          <DepotBasket
            items={items}
            error={errors.items}
            itemErrors={itemErrors}
            onAmountChange={(key, amount) =>
              updateItems((current) =>
                current.map((item) => (itemKey(item) === key ? { ...item, amount } : item)),
              )
            }
            onRemove={(key) =>
              updateItems((current) => current.filter((item) => itemKey(item) !== key))
            }
          />
          {/* why: what a choice requires shows next to the choice at once (issue 38: it
              appeared below the long picker, out of sight until a refused submit) */}
          {needsMattressSize(items) ? (
            <MattressSizeField
              id={DEPOT_FIELD_IDS.measurementsBed}
              hint={TEXTS.mattressHint}
              value={values.measurementsBed}
              error={errors.measurementsBed}
              onChange={(measurementsBed) =>
                setValues((current) => ({ ...current, measurementsBed }))
              }
            />
          ) : null}
        </div>
        <div className="depot-request__picker">
          <DepotItemPicker chosenKeys={new Set(items.map(itemKey))} onAdd={addItem} />
        </div>
        <div className="depot-request__fields">
          <DepotRequestFields
            values={values}
            contactId={contactId}
            contacts={contacts.data}
            errors={errors}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            onDeliverDateRule={setDeliverDateError}
          />
        </div>
      </div>
      <ActionBar count={TEXTS.chosenCount(items.length)}>
        <Button type="submit" isBusy={form.isSending} busyLabel={TEXTS.sending}>
          {TEXTS.submitRequest}
        </Button>
      </ActionBar>
    </form>
  );
}
