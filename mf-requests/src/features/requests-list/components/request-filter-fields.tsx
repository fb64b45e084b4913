/**
 * The fields of the requests filter overlay (spec 001 §2.6): location, request type,
 * request id (digits only) and contact. Values live in the overlay's draft until applied.
 */
import { ZRequestType, type TRequestType } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { SelectField, TextField } from '@portal/shared/ui';
import { SearchableSelect } from '@portal/shared/ui/forms';
import { type TFilterRenderProps } from '@portal/shared/ui/lists';
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
      <SearchableSelect
        name="location"
        label={MESSAGES.requestFilterLocation}
        emptyOption={MESSAGES.selectPlaceholder}
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={values.location === null ? '' : String(values.location)}
        onChange={(value) => setValue('location', toNumberOrNull(value))}
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
      <SearchableSelect
        name="contact"
        label={MESSAGES.requestFilterContact}
        emptyOption={MESSAGES.selectPlaceholder}
        options={contacts.data ?? []}
        isLoading={contacts.isPending}
        value={values.contact === null ? '' : String(values.contact)}
        onChange={(value) => setValue('contact', toNumberOrNull(value))}
      />
    </div>
  );
}
