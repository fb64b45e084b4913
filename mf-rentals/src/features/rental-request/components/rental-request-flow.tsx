/**
 * The new rental request in two tiers (spec 001 §2.3): pick articles from the catalogue
 * into a basket, then fill in the form. Everything entered stays while moving between the
 * tiers and after a failed submit (the server's message shows on top). 'Aanvragen' sends
 * one request with an Idempotency-Key; the button is busy meanwhile and a double click
 * sends nothing more.
 */
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FlashMessage } from '@portal/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defaultContactId, useContacts } from '../../../api/get-contacts';
import { useRequestSubmit } from '../../../components/use-request-submit';
import { useCreateRentalRequest } from '../api/create-rental-request';
import type { TCategoryNode } from '../api/get-rental-categories';
import {
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
import { BASKET_ID, RequestBasket } from './request-basket';
import { RentalRequestFields } from './rental-request-form';

export function RentalRequestFlow({ onSubmitted }: { onSubmitted: () => void }) {
  const [tier, setTier] = useState<1 | 2>(1);
  const [items, setItems] = useState<TBasketItem[]>([]);
  const [values, setValues] = useState<TRequestValues>(EMPTY_REQUEST_VALUES);
  const [isChecking, setIsChecking] = useState(false);
  const contacts = useContacts();
  const mutation = useCreateRentalRequest();
  const summaryRef = useRef<HTMLDivElement>(null);
  const { failure, clearFailure, isBusy, sendRequest } = useRequestSubmit(
    mutation.mutateAsync,
    onSubmitted,
    summaryRef,
  );
  const tierHeadingRef = useRef<HTMLHeadingElement>(null);

  const contactId = values.contactId ?? defaultContactId(contacts.data);
  const allErrors = validateRentalRequest(items, { ...values, contactId });
  const errors: TRequestErrors = isChecking ? allErrors : {};
  const summary = requestErrorSummary(errors);
  const basketError = tier === 1 && isChecking ? allErrors.articles : undefined;

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
    if (items.length === 0) {
      setIsChecking(true);
      document.getElementById(BASKET_ID)?.focus();
      return;
    }
    setTier(2);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    setIsChecking(true);
    clearFailure();
    if (Object.keys(allErrors).length > 0) {
      summaryRef.current?.focus();
      return;
    }
    const request = toRentalRequest(items, { ...values, contactId });
    await sendRequest(request);
  }

  const chosenIds = new Set(items.map((item) => item.categoryId));

  return (
    <div className="rentals-flow">
      <div ref={summaryRef} tabIndex={-1} className="rentals-flow__summary">
        {failure ? <FlashMessage type="error" message={failure} /> : null}
        {summary && tier === 2 ? <FlashMessage type="error" message={summary} /> : null}
      </div>
      {tier === 1 ? (
        <>
          <h2 ref={tierHeadingRef} tabIndex={-1} className="rentals-step">
            {TEXTS.stepArticles}
          </h2>
          <div className="rentals-request__columns">
            <section aria-labelledby="rentals-catalogue-title" className="rentals-catalogue">
              <h2 id="rentals-catalogue-title" className="rentals-section-title">
                {TEXTS.catalogueTitle}
              </h2>
              <p className="rentals-muted">{TEXTS.catalogueHint}</p>
              <CategoryPicker chosenIds={chosenIds} onAdd={addCategory} />
            </section>
            <div className="rentals-request__side">
              <RequestBasket
                items={items}
                error={basketError}
                onAmountChange={(key, amount) =>
                  setItems((current) =>
                    current.map((item) => (item.key === key ? { ...item, amount } : item)),
                  )
                }
                onRemove={(key) =>
                  setItems((current) => current.filter((item) => item.key !== key))
                }
              />
              <div className="ui-actions">
                <Button isBlock onClick={goToForm}>
                  {TEXTS.next}
                </Button>
              </div>
            </div>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="rentals-form">
          <h2 ref={tierHeadingRef} tabIndex={-1} className="rentals-step">
            {TEXTS.stepForm}
          </h2>
          <RequestBasketSummary items={items} onChange={() => setTier(1)} />
          {errors.articles ? (
            <p className="ui-field__error" role="alert">
              {errors.articles}
            </p>
          ) : null}
          <RentalRequestFields
            values={values}
            contactId={contactId}
            contacts={contacts.data}
            isMattressAsked={needsMattressSize(items)}
            errors={errors}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
          <div className="ui-actions rentals-form__actions">
            <Button variant="secondary" onClick={() => setTier(1)}>
              {TEXTS.previous}
            </Button>
            <Button type="submit" isBusy={mutation.isPending} busyLabel={TEXTS.sending}>
              {TEXTS.submitRequest}
            </Button>
          </div>
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
    <section className="rentals-card" aria-labelledby="rentals-chosen-title">
      <h3 id="rentals-chosen-title" className="rentals-section-title">
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
