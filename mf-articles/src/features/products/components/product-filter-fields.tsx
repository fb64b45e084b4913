// The eight product filters of spec 001 §3 inside the list's filter overlay; category and
// location are the shared searchable select. On 'In depot' the location (a care location,
// which no depot product has) gives way to the depot (GET /global/warehouses). The order of
// the list is the shared list's ('Sorteren' above these fields, issue 23).
import { QUALITY_VALUES, type TProductPlacement } from '@portal/shared/contract/articles';
import { OVERVIEW_DATE_RANGE } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { SelectField, TextField } from '@portal/shared/ui';
import { DateRangeFields } from '@portal/shared/ui/forms';
import {
  CategoryLocationFilters,
  WarehouseFilter,
} from '../../../components/category-location-filters';
import type { TProductListFilters } from '../api/get-products';

const labels = TEXTS.filters;

export function ProductFilterFields({
  values,
  setValue,
  placement,
}: {
  values: TProductListFilters;
  setValue: <K extends keyof TProductListFilters>(name: K, value: TProductListFilters[K]) => void;
  placement: TProductPlacement;
}) {
  const text = (name: 'clientName' | 'serialNumber' | 'frameNumber') => (
    <TextField
      label={labels[name]}
      name={name}
      type="search"
      maxLength={100}
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
    />
  );
  return (
    <>
      <CategoryLocationFilters
        categoryId={values.categoryId}
        locationId={placement === 'location' ? values.locationId : null}
        onChange={(name, value) => setValue(name, value)}
      />
      {placement === 'depot' ? (
        <WarehouseFilter
          value={values.warehouseId}
          onChange={(value) => setValue('warehouseId', value)}
        />
      ) : null}
      {text('clientName')}
      {text('serialNumber')}
      {text('frameNumber')}
      <DateRangeFields
        names={['registrationDateFrom', 'registrationDateTo']}
        labels={labels}
        values={values}
        range={OVERVIEW_DATE_RANGE}
        onChange={setValue}
      />
      <SelectField
        label={labels.quality}
        name="quality"
        placeholder={labels.allQualities}
        options={QUALITY_VALUES.map((value) => ({ value, label: TEXTS.quality[value] }))}
        value={values.quality}
        onChange={(event) => setValue('quality', event.target.value)}
      />
    </>
  );
}
