// The category and location filters of every list in this area, as the shared searchable
// select (categories of own aids, a child reads 'Parent – Child'; locations and children),
// and the depot filter of 'In depot' (the supplier's warehouses).
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { SearchableSelect, useLocationTree } from '@portal/shared/ui/forms';
import { categoryOptions, useCategories } from '../api/get-categories';
import { useWarehouses } from '../api/get-warehouses';

const labels = TEXTS.filters;

export function CategoryLocationFilters({
  categoryId,
  locationId,
  onChange,
}: {
  categoryId: string;
  /** null: no location filter (a depot list). */
  locationId: string | null;
  onChange: (name: 'categoryId' | 'locationId', value: string) => void;
}) {
  const locations = useLocationTree();
  const categories = useCategories('intern');
  return (
    <>
      <SearchableSelect
        label={labels.category}
        name="categoryId"
        emptyOption={labels.allCategories}
        placeholder={labels.allCategories}
        options={categories.data ? categoryOptions(categories.data) : []}
        isLoading={categories.isPending}
        value={categoryId}
        onChange={(value) => onChange('categoryId', value)}
      />
      {locationId === null ? null : (
        <SearchableSelect
          label={labels.location}
          name="locationId"
          emptyOption={labels.allLocations}
          placeholder={labels.allLocations}
          options={locations.data ?? []}
          isLoading={locations.isPending}
          value={locationId}
          onChange={(value) => onChange('locationId', value)}
        />
      )}
    </>
  );
}

/** 'Depot': the warehouse holding the product (the 'In depot' list). */
export function WarehouseFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const warehouses = useWarehouses();
  return (
    <SearchableSelect
      label={labels.warehouse}
      name="warehouseId"
      emptyOption={labels.allWarehouses}
      placeholder={labels.allWarehouses}
      options={warehouses.data ?? []}
      isLoading={warehouses.isPending}
      value={value}
      onChange={onChange}
    />
  );
}
