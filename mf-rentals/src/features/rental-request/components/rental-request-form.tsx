/**
 * Tier 2 of the rental request (spec 001 §2.3, §3, §5): the shared delivery fields of every
 * request to the supplier (mattress size when a chosen category needs it, delivery date,
 * 'Spoed', location), then the rental's own (department by location, room, general use or
 * client name and birth date), then own reference, contact person (the caller by default)
 * and comments. Each message sits next to its field.
 */
import type { TContactOption } from '@portal/shared/contract';
import { BIRTH_DATE_RANGE, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { CheckboxField, SelectField, TextField } from '@portal/shared/ui';
import {
  DateField,
  DeliveryWishFields,
  deliveryWishFieldIds,
  RequestContactFields,
  useDepartments,
} from '@portal/shared/ui/forms';
import type { TRequestErrors, TRequestValues } from '../request-rules';

export const REQUEST_FIELD_IDS = deliveryWishFieldIds('rentals-request');

export type TRentalRequestFieldsProps = {
  values: TRequestValues;
  contactId: string;
  contacts: readonly TContactOption[] | undefined;
  isMattressAsked: boolean;
  errors: TRequestErrors;
  onChange: (patch: Partial<TRequestValues>) => void;
  /** The delivery date's own rule message (a day before today, a wrong day), or null. */
  onDeliverDateRule?: (message: string | null) => void;
};

export function RentalRequestFields({
  values,
  contactId,
  contacts,
  isMattressAsked,
  errors,
  onChange,
  onDeliverDateRule,
}: TRentalRequestFieldsProps) {
  const locationId = Number(values.locationId) || 0;
  const departments = useDepartments(locationId);
  return (
    <div className="rentals-form__fields">
      <DeliveryWishFields
        ids={REQUEST_FIELD_IDS}
        values={values}
        errors={errors}
        // why: the departments belong to the location; another location empties the choice.
        onChange={(patch) =>
          onChange('locationId' in patch ? { ...patch, departmentId: '' } : patch)
        }
        isMattressAsked={isMattressAsked}
        onDeliverDateRule={(message) => onDeliverDateRule?.(message)}
      />
      <SelectField
        label={TEXTS.department}
        name="departmentId"
        options={departments.data ?? []}
        value={values.departmentId}
        disabled={locationId === 0}
        error={departments.error ? departments.error.message : null}
        onChange={(event) => onChange({ departmentId: event.target.value })}
      />
      <TextField
        label={TEXTS.room}
        name="room"
        maxLength={50}
        value={values.room}
        onChange={(event) => onChange({ room: event.target.value })}
      />
      <CheckboxField
        label={TEXTS.generalUse}
        name="generalUse"
        checked={values.generalUse}
        onChange={(event) => onChange({ generalUse: event.target.checked })}
      />
      {values.generalUse ? null : (
        <>
          <TextField
            label={TEXTS.clientName}
            name="clientName"
            maxLength={100}
            autoComplete="off"
            value={values.clientName}
            onChange={(event) => onChange({ clientName: event.target.value })}
          />
          <DateField
            name="birthDate"
            label={TEXTS.birthDate}
            range={BIRTH_DATE_RANGE}
            value={values.birthDate}
            onChange={(birthDate) => onChange({ birthDate })}
          />
        </>
      )}
      <RequestContactFields
        ids={REQUEST_FIELD_IDS}
        values={values}
        errors={errors}
        onChange={onChange}
        contactId={contactId}
        contacts={contacts}
      />
    </div>
  );
}
