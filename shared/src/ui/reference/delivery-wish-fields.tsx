/**
 * The fields of a delivery request that every such form asks (spec 001 §5: the rental
 * request and 'Leveren uit depot'), in two groups because a form may ask its own fields in
 * between (the rental request asks department, room and client after the location):
 * `DeliveryWishFields` (mattress size once a chosen item needs it, desired delivery date
 * not before today, 'Spoed', location) and `RequestContactFields` (own reference, contact
 * person, comments). Each message sits next to its field; rules in rules/delivery-wish.ts.
 */
import type { TContactOption } from '../../contract/index.js';
import { MATTRESS_SIZES } from '../../contract/rentals.js';
import { DELIVERY_DATE_RANGE } from '../../rules/date-parts.js';
import type { TDeliveryWishErrors, TDeliveryWishValues } from '../../rules/delivery-wish.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { DateField } from '../date-field.js';
import { CheckboxField } from '../form/checkbox-field.js';
import { SearchableSelect } from '../form/searchable-select.js';
import { SelectField } from '../form/select-field.js';
import { TextAreaField } from '../form/text-area-field.js';
import { TextField } from '../form/text-field.js';
import { ContactSelect } from './contact-select.js';
import { useLocationTree } from './get-locations.js';

/** The ids of the fields a message can name (the error summary links to them). */
export type TDeliveryWishFieldIds = Record<
  'measurementsBed' | 'locationId' | 'deliverDate' | 'contactId',
  string
>;

/** The ids of a form's delivery fields, unique per form on the page. */
export function deliveryWishFieldIds(form: string): TDeliveryWishFieldIds {
  return {
    measurementsBed: `${form}-mattress`,
    locationId: `${form}-location`,
    deliverDate: `${form}-deliver-date`,
    contactId: `${form}-contact`,
  };
}

type TGroupProps = {
  ids: TDeliveryWishFieldIds;
  values: TDeliveryWishValues;
  errors: TDeliveryWishErrors;
  onChange: (patch: Partial<TDeliveryWishValues>) => void;
};

/** The mattress size (spec 001 §2.1), required once a chosen item needs it. */
export function MattressSizeField({
  id,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  value: TDeliveryWishValues['measurementsBed'];
  error?: string | undefined;
  hint?: string;
  onChange: (measurementsBed: TDeliveryWishValues['measurementsBed']) => void;
}) {
  return (
    <SelectField
      id={id}
      label={MESSAGES.requestFieldMattressSize}
      name="measurementsBed"
      required
      hint={hint}
      error={error}
      options={MATTRESS_SIZES.map((size) => ({ value: size, label: size }))}
      value={value}
      onChange={(event) => onChange(event.target.value as TDeliveryWishValues['measurementsBed'])}
    />
  );
}

export function DeliveryWishFields({
  ids,
  values,
  errors,
  onChange,
  isMattressAsked,
  onDeliverDateRule,
}: TGroupProps & {
  isMattressAsked: boolean;
  /** The delivery date's own rule message (a day before today, a wrong day), or null. */
  onDeliverDateRule: (message: string | null) => void;
}) {
  const locations = useLocationTree();
  return (
    <>
      {isMattressAsked ? (
        <MattressSizeField
          id={ids.measurementsBed}
          value={values.measurementsBed}
          error={errors.measurementsBed}
          onChange={(measurementsBed) => onChange({ measurementsBed })}
        />
      ) : null}
      <DateField
        name="deliverDate"
        identifier={ids.deliverDate}
        label={MESSAGES.requestFieldDeliverDate}
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
        label={MESSAGES.requestFieldUrgency}
        name="urgency"
        checked={values.urgency}
        onChange={(event) => onChange({ urgency: event.target.checked })}
      />
      <SearchableSelect
        id={ids.locationId}
        label={MESSAGES.requestFieldLocation}
        name="locationId"
        required
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={values.locationId}
        error={errors.locationId ?? (locations.error ? locations.error.message : null)}
        onChange={(locationId) => onChange({ locationId })}
      />
    </>
  );
}

export function RequestContactFields({
  ids,
  values,
  errors,
  onChange,
  contactId,
  contacts,
  commentsHint,
}: TGroupProps & {
  /** The contact shown: the chosen one, or the signed-in user's own by default. */
  contactId: string;
  contacts: readonly TContactOption[] | undefined;
  /** What belongs in the comments where the form has no field for it. */
  commentsHint?: string;
}) {
  return (
    <>
      <TextField
        label={MESSAGES.requestFieldReference}
        name="customerReference"
        maxLength={100}
        value={values.customerReference}
        onChange={(event) => onChange({ customerReference: event.target.value })}
      />
      <ContactSelect
        id={ids.contactId}
        contacts={contacts}
        value={contactId}
        error={errors.contactId}
        onChange={(value) => onChange({ contactId: value })}
      />
      <TextAreaField
        label={MESSAGES.requestFieldComments}
        hint={commentsHint}
        name="comments"
        maxLength={2000}
        value={values.comments}
        onChange={(event) => onChange({ comments: event.target.value })}
      />
    </>
  );
}
