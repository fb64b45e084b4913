// The filters of the inspections and repairs overviews: category, location, serial number
// and, for inspections, a date range from 2015 (spec 001 §5).
import { INSPECTION_FILTER_DATE_RANGE } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { TextField } from '@portal/shared/ui';
import { DateField } from '@portal/shared/ui/forms';
import { CategoryLocationFilters } from '../../products/components/category-location-filters';
import type { TListFilters } from '../api/list-filters';

const labels = TEXTS.filters;

export function ListFilterFields({
  values,
  setValue,
  withDates,
}: {
  values: TListFilters;
  setValue: <K extends keyof TListFilters>(name: K, value: TListFilters[K]) => void;
  withDates: boolean;
}) {
  return (
    <>
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
        <>
          <DateField
            label={labels.inspectionDateFrom}
            name="dateFrom"
            range={INSPECTION_FILTER_DATE_RANGE}
            value={values.dateFrom}
            onChange={(value) => setValue('dateFrom', value)}
          />
          <DateField
            label={labels.inspectionDateTo}
            name="dateTo"
            range={INSPECTION_FILTER_DATE_RANGE}
            value={values.dateTo}
            onChange={(value) => setValue('dateTo', value)}
          />
        </>
      ) : null}
    </>
  );
}
