/**
 * 'Leveren uit depot' of one depot product (spec 001 §3, §5): delivery date, location and
 * contact required; department, room, client and comments optional. The api files a
 * DEPOT-OUT request and a transport order.
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { DELIVERY_DATE_RANGE, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { TextAreaField, TextField } from '@portal/shared/ui';
import { ContactSelect, DateField, useContactChoice, useDateValue } from '@portal/shared/ui/forms';
import { useState } from 'react';
import { useRequestDepotOut } from '../api/request-depot-out';
import { LocationFields, placeRequest, type TPlace } from './location-fields';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = {
  deliverDate: 'articles-depot-out-date',
  locationId: 'articles-depot-out-location',
  contactId: 'articles-depot-out-contact',
};

export function DepotOutForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: () => void;
}) {
  const [place, setPlace] = useState<TPlace>({ locationId: '', departmentId: '', room: '' });
  const deliverDate = useDateValue();
  const [client, setClient] = useState('');
  const [comments, setComments] = useState('');
  const { contacts, contactId, choose: chooseContact } = useContactChoice();
  const mutation = useRequestDepotOut();
  const action = useProductAction(mutation.mutateAsync, onSubmitted, {
    deliverDate:
      deliverDate.rule ?? (deliverDate.value === '' ? MESSAGES.selectDeliveryDate : null),
    locationId: place.locationId === '' ? MESSAGES.selectLocation : null,
    contactId: contactId === '' ? MESSAGES.selectContact : null,
  });
  const { errors } = action;

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{
        deliverDate: TEXTS.form.deliveryDate,
        locationId: TEXTS.form.location,
        contactId: MESSAGES.requestFieldContact,
      }}
      submitLabel={TEXTS.form.send}
      onSubmit={() =>
        action.submit({
          request: () => ({
            productId: details.productId,
            ...placeRequest(place),
            deliverDate: deliverDate.value,
            client: client.trim() || null,
            comments: comments.trim() || null,
            contactId: Number(contactId),
          }),
        })
      }
    >
      <DateField
        identifier={IDS.deliverDate}
        label={TEXTS.form.deliveryDate}
        name="deliverDate"
        required
        range={DELIVERY_DATE_RANGE}
        notBeforeToday
        value={deliverDate.value}
        error={errors.deliverDate}
        onChange={deliverDate.onChange}
      />
      <LocationFields
        idPrefix="articles-depot-out"
        value={place}
        onChange={setPlace}
        locationError={errors.locationId}
      />
      <TextField
        label={TEXTS.form.clientName}
        name="client"
        maxLength={100}
        autoComplete="off"
        value={client}
        onChange={(event) => setClient(event.target.value)}
      />
      <TextAreaField
        label={TEXTS.form.comments}
        name="comments"
        maxLength={4000}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
      />
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
