/**
 * The fields of the requests filter overlay (spec 001 §2.6): location, request type,
 * request id (digits only) and contact. Values live in the overlay's draft until applied.
 */
import { ZRequestType, type TRequestType } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import { SelectField, TextField, type TFilterRenderProps } from '@portal/shared/ui';
import { useContactOptions, useLocationOptions } from '../api/get-filter-options';
import type { TRequestFilters } from '../api/get-customer-requests';

const TYPE_OPTIONS = ZRequestType.options.map((type) => ({
  value: type,
  label: MESSAGES.requestTypeLabels[type],
}));

function toNumberOrNull(value: string): number | null {
  const number = Number.parseInt(value, 10);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function isRequestType(value: string): value is TRequestType {
  return (ZRequestType.options as readonly string[]).includes(value);
}

export function RequestFilterFields({ values, setValue }: TFilterRenderProps<TRequestFilters>) {
  const locations = useLocationOptions();
  const contacts = useContactOptions();
  return (
    <div className="ui-stack">
      <SelectField
        name="location"
        label={MESSAGES.requestFilterLocation}
        options={locations.data ?? []}
        value={values.location ?? ''}
        onChange={(event) => setValue('location', toNumberOrNull(event.target.value))}
      />
      <SelectField
        name="requestType"
        label={MESSAGES.requestFilterType}
        options={TYPE_OPTIONS}
        value={values.requestType ?? ''}
        onChange={(event) =>
          setValue('requestType', isRequestType(event.target.value) ? event.target.value : null)
        }
      />
      <TextField
        name="customerRequestId"
        label={MESSAGES.requestFilterId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={values.customerRequestId}
        onChange={(event) => setValue('customerRequestId', event.target.value.replace(/\D+/g, ''))}
      />
      <SelectField
        name="contact"
        label={MESSAGES.requestFilterContact}
        options={contacts.data ?? []}
        value={values.contact ?? ''}
        onChange={(event) => setValue('contact', toNumberOrNull(event.target.value))}
      />
    </div>
  );
}
