/**
 * The fields of the delivery request below the chosen items (spec 001 §2.5): mattress size
 * (only once a chosen item needs it), desired delivery date (required, not before today),
 * 'Spoed', location (required), own reference, contact person (required, the signed-in
 * user by default) and comments. Each message sits next to its field.
 */
import type { TContactOption } from '@portal/shared/contract';
import { DEPOT_TEXTS as TEXTS, DELIVERY_DATE_RANGE, MATTRESS_SIZES } from '@portal/shared/rules';
import {
  CheckboxField,
  DateField,
  SearchableSelect,
  SelectField,
  TextAreaField,
  TextField,
} from '@portal/shared/ui';
import { useLocationTree } from '@portal/shared/ui';
import { ContactSelect } from '../../../components/contact-select';
import type { TDepotRequestErrors, TDepotRequestValues } from '../depot-request-rules';

export const DEPOT_FIELD_IDS = {
  measurementsBed: 'depot-request-mattress',
  locationId: 'depot-request-location',
  deliverDate: 'depot-request-deliver-date',
  contactId: 'depot-request-contact',
} as const;

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
  const locations = useLocationTree();
  return (
    <div className="depot-form__fields">
      {isMattressAsked ? (
        <SelectField
          id={DEPOT_FIELD_IDS.measurementsBed}
          label={TEXTS.mattressSize}
          name="measurementsBed"
          required
          error={errors.measurementsBed}
          options={MATTRESS_SIZES.map((size) => ({ value: size, label: size }))}
          value={values.measurementsBed}
          onChange={(event) =>
            onChange({
              measurementsBed: event.target.value as TDepotRequestValues['measurementsBed'],
            })
          }
        />
      ) : null}
      <DateField
        name="deliverDate"
        identifier={DEPOT_FIELD_IDS.deliverDate}
        label={TEXTS.deliverDate}
        required
        notBeforeToday
        range={DELIVERY_DATE_RANGE}
        value={values.deliverDate}
        error={errors.deliverDate}
        onChange={(deliverDate, result) => {
          onChange({ deliverDate });
          onDeliverDateRule(result.message);
        }}
      />
      <CheckboxField
        label={TEXTS.urgency}
        name="urgency"
        checked={values.urgency}
        onChange={(event) => onChange({ urgency: event.target.checked })}
      />
      <SearchableSelect
        id={DEPOT_FIELD_IDS.locationId}
        label={TEXTS.location}
        name="locationId"
        required
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={values.locationId}
        error={errors.locationId ?? (locations.error ? locations.error.message : null)}
        onChange={(locationId) => onChange({ locationId })}
      />
      <TextField
        label={TEXTS.customerReference}
        name="customerReference"
        maxLength={100}
        value={values.customerReference}
        onChange={(event) => onChange({ customerReference: event.target.value })}
      />
      <ContactSelect
        id={DEPOT_FIELD_IDS.contactId}
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
