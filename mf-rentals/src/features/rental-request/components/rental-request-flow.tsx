/**
 * The new rental request in two tiers (spec 001 §2.3): pick articles from the catalogue
 * into a basket, then fill in the form. Everything entered stays while moving between the
 * tiers and after a failed submit. A refused submit (the rules or the server) moves focus
 * to the error summary on top (shared useFormSubmit + FormErrorSummary); on a phone the
 * count of chosen articles and the main action stay in a sticky bar at the bottom.
 * 'Aanvragen' sends one request with an Idempotency-Key; the answer names the request
 * created, which `onSubmitted` receives.
 */
import type { TCreatedRequestAnswer } from '../api/create-rental-request';
import { RENTALS_TEXTS as TEXTS, type TCategoryNode } from '@portal/shared/rules';
import { ActionBar, Button, FormErrorSummary, useFormSubmit } from '@portal/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defaultContactId, useContacts } from '@portal/shared/ui/forms';
import { useCreateRentalRequest } from '../api/create-rental-request';
import {
  amountErrors,
  DEFAULT_AMOUNT,
  EMPTY_REQUEST_VALUES,
  needsMattressSize,
  requestErrorSummary,
  toRentalRequest,
  validateRentalRequest,
  type TBasketItem,
  type TRequestErrors,
  type TRequestValues,
} from '../request-rules';
import { CategoryPicker } from './category-picker';
import { amountInputId, BASKET_ID, RequestBasket } from './request-basket';
import { REQUEST_FIELD_IDS, RentalRequestFields } from './rental-request-form';

/** Labels of the summary's entries, by field. */
const FIELD_LABELS = {
  articles: TEXTS.basketTitle,
  measurementsBed: TEXTS.mattressSize,
  locationId: TEXTS.location,
  deliverDate: TEXTS.deliverDate,
  contactId: TEXTS.contact,
};

export function RentalRequestFlow({
  onSubmitted,
}: {
  onSubmitted: (answer: TCreatedRequestAnswer) => void;
}) {
  const [tier, setTier] = useState<1 | 2>(1);
  const [items, setItems] = useState<TBasketItem[]>([]);
  const [values, setValues] = useState<TRequestValues>(EMPTY_REQUEST_VALUES);
  const [deliverDateError, setDeliverDateError] = useState<string | null>(null);
  const contacts = useContacts();
  const mutation = useCreateRentalRequest();
  const form = useFormSubmit(mutation.mutateAsync, onSubmitted);
  const tierHeadingRef = useRef<HTMLHeadingElement>(null);

  const contactId = values.contactId ?? defaultContactId(contacts.data);
  const allErrors = validateRentalRequest(items, { ...values, contactId }, deliverDateError);
  const errors: TRequestErrors = form.isChecking ? allErrors : {};
  const itemErrors = form.isChecking ? amountErrors(items) : {};
  const firstAmountKey = Object.keys(itemErrors)[0];
  const tierOneErrors = { articles: errors.articles, amounts: errors.amounts };

  const shownTier = useRef(tier);
  useEffect(() => {
    // why: moving between the tiers replaces the content; focus its heading, but not on load.
    if (shownTier.current !== tier) tierHeadingRef.current?.focus();
    shownTier.current = tier;
  }, [tier]);

  function addCategory(category: TCategoryNode) {
    setItems((current) => [
      ...current,
      {
        categoryId: category.categoryId,
        name: category.title,
        amount: DEFAULT_AMOUNT,
        key: `category-${category.categoryId}`,
        priceDisplay: category.priceDisplay,
        hasMeasurementsBed: category.hasMeasurementsBed === 1,
      },
    ]);
  }

  function goToForm() {
    if (allErrors.articles || allErrors.amounts) {
      form.refuse();
      return;
    }
    setTier(2);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: Object.keys(allErrors).length > 0,
      request: () => toRentalRequest(items, { ...values, contactId }),
    });
  }

  const chosenIds = new Set(items.map((item) => item.categoryId));
  const fieldIds = {
    articles: BASKET_ID,
    amounts: firstAmountKey ? amountInputId(firstAmountKey) : BASKET_ID,
    ...REQUEST_FIELD_IDS,
  };
  const fieldLabels = { ...FIELD_LABELS, amounts: TEXTS.amountLabel };

  return (
    <div className="rentals-flow">
      <FormErrorSummary
        fields={tier === 1 ? tierOneErrors : errors}
        fieldIds={fieldIds}
        fieldLabels={fieldLabels}
        // why: spec 001 §5 joins the form's messages with commas; the entries link to them.
        message={form.failure ?? (tier === 2 ? requestErrorSummary(errors) || null : null)}
        focusKey={form.refusal}
      />
      {tier === 1 ? (
        <>
          <h2 ref={tierHeadingRef} tabIndex={-1} className="ui-step">
            {TEXTS.stepArticles}
          </h2>
          <div className="rentals-request__columns">
            <section aria-labelledby="rentals-catalogue-title" className="rentals-catalogue">
              <h2 id="rentals-catalogue-title" className="ui-section-title">
                {TEXTS.catalogueTitle}
              </h2>
              <p className="ui-muted">{TEXTS.catalogueHint}</p>
              <CategoryPicker chosenIds={chosenIds} onAdd={addCategory} />
            </section>
            <div className="rentals-request__side">
              <RequestBasket
                items={items}
                error={errors.articles}
                amountErrors={itemErrors}
                onAmountChange={(key, amount) =>
                  setItems((current) =>
                    current.map((item) => (item.key === key ? { ...item, amount } : item)),
                  )
                }
                onRemove={(key) =>
                  setItems((current) => current.filter((item) => item.key !== key))
                }
              />
            </div>
          </div>
          <ActionBar count={TEXTS.chosenCount(items.length)} className="rentals-request__bar">
            <Button onClick={goToForm}>{TEXTS.next}</Button>
          </ActionBar>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="rentals-form">
          <h2 ref={tierHeadingRef} tabIndex={-1} className="ui-step">
            {TEXTS.stepForm}
          </h2>
          <RequestBasketSummary items={items} onChange={() => setTier(1)} />
          <RentalRequestFields
            values={values}
            contactId={contactId}
            contacts={contacts.data}
            isMattressAsked={needsMattressSize(items)}
            errors={errors}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            onDeliverDateRule={setDeliverDateError}
          />
          <ActionBar count={TEXTS.chosenCount(items.length)}>
            <Button variant="secondary" onClick={() => setTier(1)}>
              {TEXTS.previous}
            </Button>
            <Button type="submit" isBusy={form.isSending} busyLabel={TEXTS.sending}>
              {TEXTS.submitRequest}
            </Button>
          </ActionBar>
        </form>
      )}
    </div>
  );
}

function RequestBasketSummary({
  items,
  onChange,
}: {
  items: readonly TBasketItem[];
  onChange: () => void;
}) {
  return (
    <section className="ui-card--flat" aria-labelledby="rentals-chosen-title">
      <h3 id="rentals-chosen-title" className="ui-section-title">
        {TEXTS.basketTitle}
      </h3>
      <ul className="rentals-chosen">
        {items.map((item) => (
          <li key={item.key}>
            {item.amount} × {item.name}
          </li>
        ))}
      </ul>
      <Button variant="link" onClick={onChange}>
        {TEXTS.changeArticles}
      </Button>
    </section>
  );
}
