// The category and location filters of every list in this area, as the shared searchable
// select (categories of own aids, a child reads 'Parent – Child'; locations and children).
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { SearchableSelect, useLocationTree } from '@portal/shared/ui/forms';
import { categoryOptions, useCategories } from '../api/get-categories';

const labels = TEXTS.filters;

export function CategoryLocationFilters({
  categoryId,
  locationId,
  onChange,
}: {
  categoryId: string;
  locationId: string;
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
    </>
  );
}
