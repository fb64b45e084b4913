// The filters of the inspections and repairs overviews: category, location, serial number
// and, for inspections, a date range from 2015 (spec 001 §5); on 'Te keuren' (ours) where
// the due date stands: 'Verlopen' (the home page's count) or within 30 days.
import { INSPECTION_FILTER_DATE_RANGE } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { SelectField, TextField } from '@portal/shared/ui';
import { DateRangeFields } from '@portal/shared/ui/forms';
import { CategoryLocationFilters } from '../../../components/category-location-filters';
import { DUE_FILTERS, type TListFilters } from '../../../api/list-filters';

const labels = TEXTS.filters;

export function ListFilterFields({
  values,
  setValue,
  withDates,
  withDue = false,
}: {
  values: TListFilters;
  setValue: <K extends keyof TListFilters>(name: K, value: TListFilters[K]) => void;
  withDates: boolean;
  withDue?: boolean;
}) {
  return (
    <>
      {withDue ? (
        <SelectField
          label={labels.due}
          name="due"
          placeholder={labels.allDue}
          options={DUE_FILTERS.map((value) => ({ value, label: labels.dueOptions[value] }))}
          value={values.due}
          onChange={(event) => setValue('due', event.target.value)}
        />
      ) : null}
      <CategoryLocationFilters
        categoryId={values.categoryId}
        locationId={values.locationId}
        onChange={(name, value) => setValue(name, value)}
      />
      <TextField
        label={labels.serialNumber}
        name="serialNumber"
        type="search"
        maxLength={100}
        value={values.serialNumber}
        onChange={(event) => setValue('serialNumber', event.target.value)}
      />
      {withDates ? (
        <DateRangeFields
          names={['dateFrom', 'dateTo']}
          labels={{ dateFrom: labels.inspectionDateFrom, dateTo: labels.inspectionDateTo }}
          values={values}
          range={INSPECTION_FILTER_DATE_RANGE}
          onChange={setValue}
        />
      ) : null}
    </>
  );
}
