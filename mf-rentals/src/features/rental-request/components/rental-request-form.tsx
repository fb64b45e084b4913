/**
 * Tier 2 of the rental request (spec 001 §2.3, §3, §5): mattress size (only when a chosen
 * category needs it), delivery date, 'Spoed', location, department (by location), room,
 * general use or client name and birth date, own reference, contact person (the caller
 * by default) and comments. Each message sits next to its field.
 */
import type { TContactOption } from '@portal/shared/contract';
import {
  BIRTH_DATE_RANGE,
  DELIVERY_DATE_RANGE,
  MATTRESS_SIZES,
  RENTALS_TEXTS as TEXTS,
} from '@portal/shared/rules';
import {
  CheckboxField,
  DateField,
  SearchableSelect,
  SelectField,
  TextAreaField,
  TextField,
} from '@portal/shared/ui';
import { useDepartments } from '@portal/shared/ui';
import { useLocationTree } from '@portal/shared/ui';
import { ContactSelect } from '@portal/shared/ui';
import type { TRequestErrors, TRequestValues } from '../request-rules';

export const REQUEST_FIELD_IDS = {
  measurementsBed: 'rentals-request-mattress',
  locationId: 'rentals-request-location',
  deliverDate: 'rentals-request-deliver-date',
  contactId: 'rentals-request-contact',
} as const;

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
  const locations = useLocationTree();
  const locationId = Number(values.locationId) || 0;
  const departments = useDepartments(locationId);
  return (
    <div className="rentals-form__fields">
      {isMattressAsked ? (
        <SelectField
          id={REQUEST_FIELD_IDS.measurementsBed}
          label={TEXTS.mattressSize}
          name="measurementsBed"
          required
          error={errors.measurementsBed}
          options={MATTRESS_SIZES.map((size) => ({ value: size, label: size }))}
          value={values.measurementsBed}
          onChange={(event) =>
            onChange({ measurementsBed: event.target.value as TRequestValues['measurementsBed'] })
          }
        />
      ) : null}
      <DateField
        name="deliverDate"
        identifier={REQUEST_FIELD_IDS.deliverDate}
        label={TEXTS.deliverDate}
        required
        notBeforeToday
        range={DELIVERY_DATE_RANGE}
        value={values.deliverDate}
        error={errors.deliverDate}
        onChange={(deliverDate, result) => {
          onChange({ deliverDate });
          onDeliverDateRule?.(result.message);
        }}
      />
      <CheckboxField
        label={TEXTS.urgency}
        name="urgency"
        checked={values.urgency}
        onChange={(event) => onChange({ urgency: event.target.checked })}
      />
      <SearchableSelect
        id={REQUEST_FIELD_IDS.locationId}
        label={TEXTS.location}
        name="locationId"
        required
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={values.locationId}
        error={errors.locationId ?? (locations.error ? locations.error.message : null)}
        onChange={(locationId) => onChange({ locationId, departmentId: '' })}
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
      <TextField
        label={TEXTS.customerReference}
        name="customerReference"
        maxLength={100}
        value={values.customerReference}
        onChange={(event) => onChange({ customerReference: event.target.value })}
      />
      <ContactSelect
        id={REQUEST_FIELD_IDS.contactId}
        contacts={contacts}
        value={contactId}
        error={errors.contactId}
        onChange={(value) => onChange({ contactId: value })}
      />
      <TextAreaField
        label={TEXTS.comments}
        name="comments"
        maxLength={2000}
        value={values.comments}
        onChange={(event) => onChange({ comments: event.target.value })}
      />
    </div>
  );
}
