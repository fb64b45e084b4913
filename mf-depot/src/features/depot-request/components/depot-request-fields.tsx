/**
 * The fields of the delivery request below the chosen items (spec 001 §2.5): the shared
 * delivery fields of every request to the supplier (mattress size once a chosen item needs
 * it, desired delivery date, 'Spoed', location, own reference, contact person, comments);
 * the depot order asks nothing in between. Each message sits next to its field.
 */
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
  isMattressAsked: boolean;
  errors: TDepotRequestErrors;
  onChange: (patch: Partial<TDepotRequestValues>) => void;
  /** The delivery date's own rule message (a day before today, a wrong day), or null. */
  onDeliverDateRule: (message: string | null) => void;
};

export function DepotRequestFields({
  values,
  contactId,
  contacts,
  isMattressAsked,
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
        isMattressAsked={isMattressAsked}
        onDeliverDateRule={onDeliverDateRule}
      />
      <RequestContactFields
        ids={DEPOT_FIELD_IDS}
        values={values}
        errors={errors}
        onChange={onChange}
        contactId={contactId}
        contacts={contacts}
      />
    </div>
  );
}
