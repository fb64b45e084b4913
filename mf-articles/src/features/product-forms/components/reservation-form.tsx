/**
 * 'Reservering registreren' (spec 001 §3, §5): reserve a depot product or lift its
 * reservation; the reason is required while the reservation is on. A save that keeps the
 * stored reservation is not sent (isSameReservation, as the api judges it).
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { isSameReservation, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import {
  ActionBar,
  Button,
  CheckboxField,
  FormErrorSummary,
  TextAreaField,
  useFormSubmit,
} from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useUpdateReservation } from '../api/update-reservation';

const IDS = { reservationReason: 'articles-reservation-reason' };

export function ReservationForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: (message: string) => void;
}) {
  const [isActive, setIsActive] = useState(String(details.enableReservation) === '1');
  const [reason, setReason] = useState(details.reservationReason ?? '');
  const mutation = useUpdateReservation();
  const form = useFormSubmit(mutation.mutateAsync, () =>
    onSubmitted(isActive ? TEXTS.messages.reservationSaved : TEXTS.messages.reservationCleared),
  );
  const rules = {
    reservationReason: isActive && reason.trim() === '' ? TEXTS.messages.reasonRequired : null,
  };
  const errors = form.isChecking ? rules : { reservationReason: null };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: Boolean(rules.reservationReason),
      isUnchanged: isSameReservation(
        {
          isReserved: String(details.enableReservation) === '1',
          reason: details.reservationReason,
        },
        { isReserved: isActive, reason },
      ),
      request: () => ({
        productId: details.productId,
        enableReservation: isActive,
        reservationReason: isActive ? reason.trim() : null,
      }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="ui-form">
      <FormErrorSummary
        fields={errors}
        fieldIds={IDS}
        fieldLabels={{ reservationReason: TEXTS.form.reservationReason }}
        message={form.failure}
        focusKey={form.refusal}
      />
      <CheckboxField
        label={TEXTS.form.reservationActive}
        name="enableReservation"
        checked={isActive}
        onChange={(event) => setIsActive(event.target.checked)}
      />
      {isActive ? (
        <TextAreaField
          id={IDS.reservationReason}
          label={TEXTS.form.reservationReason}
          name="reservationReason"
          required
          maxLength={4000}
          value={reason}
          error={errors.reservationReason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      <ActionBar>
        <Button type="submit" isBusy={form.isSending} busyLabel={MESSAGES.sending}>
          {TEXTS.form.save}
        </Button>
      </ActionBar>
    </form>
  );
}
