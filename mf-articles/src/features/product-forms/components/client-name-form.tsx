/**
 * 'Cliëntgegevens' (spec 001 §3, §5): the client's name, required. It changes at once;
 * the api also files a PRODUCT-CLIENT-UPDATE request so the supplier's records follow.
 * The name the product already has is not sent (isSameClientName, as the api judges it).
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { isSameClientName, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useUpdateClientName } from '../api/update-client-name';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = { clientName: 'articles-client-name' };

export function ClientNameForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: () => void;
}) {
  const [clientName, setClientName] = useState(details.clientName ?? '');
  const mutation = useUpdateClientName();
  const action = useProductAction(mutation.mutateAsync, onSubmitted, {
    clientName: clientName.trim() === '' ? MESSAGES.required : null,
  });

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{ clientName: TEXTS.form.clientName }}
      submitLabel={TEXTS.form.save}
      onSubmit={() =>
        action.submit({
          isUnchanged: isSameClientName(details.clientName, clientName),
          request: () => ({ productId: details.productId, clientName: clientName.trim() }),
        })
      }
    >
      <TextField
        id={IDS.clientName}
        label={TEXTS.form.clientName}
        name="clientName"
        required
        maxLength={100}
        autoComplete="off"
        value={clientName}
        error={action.errors.clientName}
        onChange={(event) => setClientName(event.target.value)}
      />
    </ProductActionForm>
  );
}
