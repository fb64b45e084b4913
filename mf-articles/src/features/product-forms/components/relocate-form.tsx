/**
 * 'Locatie wijzigen' (spec 001 §3, §4, §5): location, handler and contact required. The
 * handler 'vdm' (the supplier moves it) reveals a comment and a desired execution date;
 * 'intern' (an own move) does not, and moves the product at once. A move to where the
 * product stands is not sent (isSamePlace, as the api judges it).
 */
import type { TProductDetails, TRelocateHandler } from '@portal/shared/contract/articles';
import { DELIVERY_DATE_RANGE, isSamePlace, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { RadioGroupField, TextAreaField } from '@portal/shared/ui';
import { ContactSelect, DateField, useContactChoice, useDateValue } from '@portal/shared/ui/forms';
import { useState } from 'react';
import { useRelocateProduct } from '../api/relocate-product';
import { LocationFields, placeRequest, type TPlace } from './location-fields';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = {
  locationId: 'articles-relocate-location',
  handler: 'articles-relocate-handler',
  deliverDate: 'articles-relocate-date',
  contactId: 'articles-relocate-contact',
};

export function RelocateForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: (message: string) => void;
}) {
  const [place, setPlace] = useState<TPlace>({ locationId: '', departmentId: '', room: '' });
  const [handler, setHandler] = useState<TRelocateHandler | ''>('');
  const [comment, setComment] = useState('');
  const deliverDate = useDateValue();
  const { contacts, contactId, choose: chooseContact } = useContactChoice();
  const mutation = useRelocateProduct();
  const isVdm = handler === 'vdm';
  const action = useProductAction(
    mutation.mutateAsync,
    () => onSubmitted(isVdm ? TEXTS.messages.relocateRequested : TEXTS.messages.relocated),
    {
      locationId: place.locationId === '' ? MESSAGES.selectLocation : null,
      handler: handler === '' ? MESSAGES.required : null,
      deliverDate: isVdm ? deliverDate.rule : null,
      contactId: contactId === '' ? MESSAGES.selectContact : null,
    },
  );
  const { errors } = action;

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{
        locationId: TEXTS.form.location,
        handler: TEXTS.form.handler,
        deliverDate: TEXTS.form.deliverDate,
        contactId: MESSAGES.requestFieldContact,
      }}
      submitLabel={isVdm ? TEXTS.form.send : TEXTS.form.save}
      onSubmit={() =>
        action.submit({
          isUnchanged: isSamePlace(details, placeRequest(place)),
          request: () => {
            const target = placeRequest(place);
            return {
              productId: details.productId,
              toLocation: target.locationId,
              toDepartment: target.departmentId,
              toRoom: target.room,
              handler: handler || 'intern',
              comment: isVdm ? comment.trim() || null : null,
              deliverDate: isVdm ? deliverDate.value || null : null,
              contactId: Number(contactId),
            };
          },
        })
      }
    >
      <LocationFields
        idPrefix="articles-relocate"
        value={place}
        onChange={setPlace}
        locationError={errors.locationId}
      />
      <RadioGroupField
        id={IDS.handler}
        required
        legend={TEXTS.form.handler}
        name="handler"
        options={[
          { value: 'vdm', label: TEXTS.form.handlerVdm },
          { value: 'intern', label: TEXTS.form.handlerIntern },
        ]}
        value={handler}
        error={errors.handler}
        onChange={(value) => setHandler(value === 'vdm' ? 'vdm' : 'intern')}
      />
      {isVdm ? (
        <>
          <TextAreaField
            label={TEXTS.form.comment}
            name="comment"
            maxLength={4000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <DateField
            identifier={IDS.deliverDate}
            label={TEXTS.form.deliverDate}
            name="deliverDate"
            range={DELIVERY_DATE_RANGE}
            notBeforeToday
            value={deliverDate.value}
            error={errors.deliverDate}
            onChange={deliverDate.onChange}
          />
        </>
      ) : null}
      <ContactSelect
        id={IDS.contactId}
        contacts={contacts.data}
        value={contactId}
        error={errors.contactId}
        onChange={chooseContact}
      />
    </ProductActionForm>
  );
}
