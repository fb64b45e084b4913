/**
 * 'Aanvraag depotopslag' (spec 001 §3, §5): comments and contact required, a desired date
 * optional (not before today). The api files a DEPOT-IN request and a transport order.
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { DELIVERY_DATE_RANGE, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { TextAreaField } from '@portal/shared/ui';
import { ContactSelect, DateField, useContactChoice, useDateValue } from '@portal/shared/ui/forms';
import { useState } from 'react';
import { useRequestDepotIn } from '../api/request-depot-in';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = {
  comments: 'articles-depot-in-comments',
  deliverDate: 'articles-depot-in-date',
  contactId: 'articles-depot-in-contact',
};

export function DepotInForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: () => void;
}) {
  const [comments, setComments] = useState('');
  const deliverDate = useDateValue();
  const { contacts, contactId, choose: chooseContact } = useContactChoice();
  const mutation = useRequestDepotIn();
  const action = useProductAction(mutation.mutateAsync, onSubmitted, {
    comments: comments.trim() === '' ? MESSAGES.required : null,
    deliverDate: deliverDate.rule,
    contactId: contactId === '' ? MESSAGES.required : null,
  });
  const { errors } = action;

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{
        comments: TEXTS.form.comments,
        deliverDate: TEXTS.form.deliverDate,
        contactId: MESSAGES.requestFieldContact,
      }}
      submitLabel={TEXTS.form.send}
      onSubmit={() =>
        action.submit({
          request: () => ({
            productId: details.productId,
            comments: comments.trim(),
            deliverDate: deliverDate.value || null,
            contactId: Number(contactId),
          }),
        })
      }
    >
      <TextAreaField
        id={IDS.comments}
        label={TEXTS.form.comments}
        name="comments"
        required
        maxLength={4000}
        value={comments}
        error={errors.comments}
        onChange={(event) => setComments(event.target.value)}
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
