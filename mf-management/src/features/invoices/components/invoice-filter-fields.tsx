/**
 * The fields of the invoice filter sheet (spec 001 §2.7: payment status, origin, date
 * range, location). Dates go back 125 years with no maximum, as every overview date.
 */
import { INVOICE_ORIGINS, ZPaymentStatus } from '@portal/shared/contract/rentals';
import { OVERVIEW_DATE_RANGE, RENTALS_TEXTS } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { SelectField } from '@portal/shared/ui';
import { DateRangeFields, SearchableSelect, useLocationTree } from '@portal/shared/ui/forms';
import type { TFilterRenderProps } from '@portal/shared/ui/lists';
import type { TInvoiceListFilters } from '../api/invoice-filters';

const labels = MANAGEMENT_TEXTS.ui.invoiceFilters;

export function InvoiceFilterFields({ values, setValue }: TFilterRenderProps<TInvoiceListFilters>) {
  const locations = useLocationTree();
  return (
    <div className="ui-stack">
      <SelectField
        label={labels.paymentStatus}
        name="paymentStatus"
        placeholder={labels.all}
        options={ZPaymentStatus.options.map((value) => ({
          value,
          label: RENTALS_TEXTS.paymentStatus[value],
        }))}
        value={values.paymentStatus}
        onChange={(event) => setValue('paymentStatus', event.target.value)}
      />
      <SelectField
        label={labels.originType}
        name="originType"
        placeholder={labels.all}
        options={INVOICE_ORIGINS.map((value) => ({
          value,
          label: RENTALS_TEXTS.originType[value],
        }))}
        value={values.originType}
        onChange={(event) => setValue('originType', event.target.value)}
      />
      <DateRangeFields
        names={['dateFrom', 'dateTo']}
        labels={labels}
        values={values}
        range={OVERVIEW_DATE_RANGE}
        onChange={setValue}
      />
      <SearchableSelect
        label={labels.location}
        name="locationId"
        emptyOption={MANAGEMENT_TEXTS.ui.allLocations}
        placeholder={MANAGEMENT_TEXTS.ui.allLocations}
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={values.locationId}
        onChange={(value) => setValue('locationId', value)}
      />
    </div>
  );
}
