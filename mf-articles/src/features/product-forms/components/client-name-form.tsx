/**
 * 'Cliëntgegevens' (spec 001 §3, §5): the client's name, required. It changes at once;
 * the api also files a PRODUCT-CLIENT-UPDATE request so the supplier's records follow.
 * The name the product already has is not sent (isSameClientName, as the api judges it).
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { isSameClientName, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { ActionBar, Button, FormErrorSummary, TextField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useUpdateClientName } from '../api/update-client-name';
import { createdRequestId } from '../api/created-request-id';

const IDS = { clientName: 'articles-client-name' };

export function ClientNameForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  /** After the write: the request it made (issue 38: its confirmation names it). */
  onSubmitted: (customerRequestId: number | null) => void;
}) {
  const [clientName, setClientName] = useState(details.clientName ?? '');
  const mutation = useUpdateClientName();
  const form = useFormSubmit(mutation.mutateAsync, (answer) =>
    onSubmitted(createdRequestId(answer)),
  );
  const rules = { clientName: clientName.trim() === '' ? MESSAGES.required : null };
  const errors = form.isChecking ? rules : { clientName: null };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: Boolean(rules.clientName),
      isUnchanged: isSameClientName(details.clientName, clientName),
      request: () => ({ productId: details.productId, clientName: clientName.trim() }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="ui-form">
      <FormErrorSummary
        fields={errors}
        fieldIds={IDS}
        fieldLabels={{ clientName: TEXTS.form.clientName }}
        message={form.failure}
        focusKey={form.refusal}
      />
      <TextField
        id={IDS.clientName}
        label={TEXTS.form.clientName}
        name="clientName"
        required
        maxLength={100}
        autoComplete="off"
        value={clientName}
        error={errors.clientName}
        onChange={(event) => setClientName(event.target.value)}
      />
      <ActionBar>
        <Button type="submit" isBusy={form.isSending} busyLabel={MESSAGES.sending}>
          {TEXTS.form.save}
        </Button>
      </ActionBar>
    </form>
  );
}
