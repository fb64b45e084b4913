/**
 * 'Reparatie registreren', the client repair (spec 001 §3, §4, §5): repair date,
 * conclusion (FIXED, or BROKEN: not repairable, the aid is removed) and repairer required,
 * a remark optional, and the repairer's signature on the shared signature pad (ours:
 * required, it is printed on the repair slip).
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { MESSAGES, OVERVIEW_DATE_RANGE } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { RadioGroupField, TextAreaField } from '@portal/shared/ui';
import {
  ContactSelect,
  DateField,
  SignaturePadField,
  useContactChoice,
  useDateValue,
} from '@portal/shared/ui/forms';
import { useState } from 'react';
import { useRegisterClientRepair } from '../api/register-client-repair';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = {
  repairDate: 'articles-client-repair-date',
  conclusion: 'articles-client-repair-conclusion',
  repairUserId: 'articles-client-repair-repairer',
  signature: 'articles-client-repair-signature',
};

export function ClientRepairForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: () => void;
}) {
  const repairDate = useDateValue();
  const [conclusion, setConclusion] = useState<'FIXED' | 'BROKEN' | ''>('');
  const [remark, setRemark] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const { contacts, contactId: repairUserId, choose: chooseRepairer } = useContactChoice();
  const mutation = useRegisterClientRepair();
  const action = useProductAction(mutation.mutateAsync, onSubmitted, {
    repairDate: repairDate.rule ?? (repairDate.value === '' ? MESSAGES.required : null),
    conclusion: conclusion === '' ? MESSAGES.required : null,
    repairUserId: repairUserId === '' ? MESSAGES.required : null,
    signature: signature ? null : TEXTS.messages.signatureRequired,
  });
  const { errors } = action;

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{
        repairDate: TEXTS.form.repairDate,
        conclusion: TEXTS.form.conclusion,
        repairUserId: TEXTS.form.repairer,
        signature: TEXTS.form.signature,
      }}
      submitLabel={TEXTS.form.save}
      onSubmit={() =>
        action.submit({
          request: () => ({
            productId: details.productId,
            repairDate: repairDate.value,
            conclusion: conclusion === 'BROKEN' ? 'BROKEN' : 'FIXED',
            repairUserId: Number(repairUserId),
            remark: remark.trim() || null,
            signature,
          }),
        })
      }
    >
      <DateField
        identifier={IDS.repairDate}
        label={TEXTS.form.repairDate}
        name="repairDate"
        required
        range={OVERVIEW_DATE_RANGE}
        value={repairDate.value}
        error={errors.repairDate}
        onChange={repairDate.onChange}
      />
      <RadioGroupField
        id={IDS.conclusion}
        legend={TEXTS.form.conclusion}
        name="conclusion"
        required
        options={[
          { value: 'FIXED', label: TEXTS.form.conclusionFixed },
          { value: 'BROKEN', label: TEXTS.form.conclusionBroken },
        ]}
        value={conclusion}
        error={errors.conclusion}
        onChange={(value) => setConclusion(value === 'BROKEN' ? 'BROKEN' : 'FIXED')}
      />
      <ContactSelect
        id={IDS.repairUserId}
        label={TEXTS.form.repairer}
        contacts={contacts.data}
        value={repairUserId}
        error={errors.repairUserId}
        onChange={chooseRepairer}
      />
      <TextAreaField
        label={TEXTS.form.remark}
        name="remark"
        maxLength={4000}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      <SignaturePadField
        id={IDS.signature}
        label={TEXTS.form.signature}
        hint={TEXTS.form.signatureHint}
        clearLabel={TEXTS.form.signatureClear}
        required
        error={errors.signature}
        onChange={setSignature}
      />
    </ProductActionForm>
  );
}
