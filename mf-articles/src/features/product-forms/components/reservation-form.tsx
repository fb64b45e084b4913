/**
 * 'Reservering registreren' (spec 001 §3, §5): reserve a depot product or lift its
 * reservation; the reason is required while the reservation is on. A save that keeps the
 * stored reservation is not sent (isSameReservation, as the api judges it).
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { isSameReservation } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { CheckboxField, TextAreaField } from '@portal/shared/ui';
import { useState } from 'react';
import { useUpdateReservation } from '../api/update-reservation';
import { ProductActionForm, useProductAction } from './product-action-form';

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
  const action = useProductAction(
    mutation.mutateAsync,
    () =>
      onSubmitted(isActive ? TEXTS.messages.reservationSaved : TEXTS.messages.reservationCleared),
    {
      reservationReason: isActive && reason.trim() === '' ? TEXTS.messages.reasonRequired : null,
    },
  );

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{ reservationReason: TEXTS.form.reservationReason }}
      submitLabel={TEXTS.form.save}
      onSubmit={() =>
        action.submit({
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
        })
      }
    >
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
          error={action.errors.reservationReason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
    </ProductActionForm>
  );
}
