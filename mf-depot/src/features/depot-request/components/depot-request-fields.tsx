/**
 * The fields of the delivery request below the chosen items (spec 001 §2.5): the shared
 * delivery fields of every request to the supplier (desired delivery date, 'Spoed',
 * location, 'Algemeen gebruik', own reference, contact person, comments, with a hint that
 * the room goes there: the order has no field for it). The mattress size sits with the
 * chosen items (depot-request-form.tsx). Each message sits next to its field.
 */
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { CheckboxField } from '@portal/shared/ui';
import type { TContactOption } from '@portal/shared/contract';
import {
  DeliveryWishFields,
  deliveryWishFieldIds,
  RequestContactFields,
} from '@portal/shared/ui/forms';
import type { TDepotRequestErrors, TDepotRequestValues } from '../depot-request-rules';

export const DEPOT_FIELD_IDS = deliveryWishFieldIds('depot-request');

export type TDepotRequestFieldsProps = {
  values: TDepotRequestValues;
  contactId: string;
  contacts: readonly TContactOption[] | undefined;
  errors: TDepotRequestErrors;
  onChange: (patch: Partial<TDepotRequestValues>) => void;
  /** The delivery date's own rule message (a day before today, a wrong day), or null. */
  onDeliverDateRule: (message: string | null) => void;
};

export function DepotRequestFields({
  values,
  contactId,
  contacts,
  errors,
  onChange,
  onDeliverDateRule,
}: TDepotRequestFieldsProps) {
  return (
    <div className="depot-form__fields">
      <DeliveryWishFields
        ids={DEPOT_FIELD_IDS}
        values={values}
        errors={errors}
        onChange={onChange}
        // why: asked next to the chosen items, where the choice that needs it is made.
        isMattressAsked={false}
        onDeliverDateRule={onDeliverDateRule}
      />
      <CheckboxField
        label={TEXTS.generalUse}
        hint={TEXTS.generalUseHint}
        name="generalUse"
        checked={values.isGeneralUse}
        onChange={(event) => onChange({ isGeneralUse: event.target.checked })}
      />
      <RequestContactFields
        ids={DEPOT_FIELD_IDS}
        values={values}
        errors={errors}
        onChange={onChange}
        contactId={contactId}
        contacts={contacts}
        commentsHint={TEXTS.commentsHint}
      />
    </div>
  );
}
