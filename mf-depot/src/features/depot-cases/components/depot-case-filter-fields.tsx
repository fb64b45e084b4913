/**
 * The fields of the depot order filter overlay (spec 001 §2.5): article category (the
 * shared searchable select over the depot's categories, 'Parent – Child') and order type
 * (the five Dutch labels). Values live in the overlay's draft until applied.
 */
import { ZDepotFormType, type TDepotFormType } from '@portal/shared/contract/depot';
import { categoryPathOptions, MESSAGES } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { SelectField } from '@portal/shared/ui';
import { SearchableSelect } from '@portal/shared/ui/forms';
import { type TFilterRenderProps } from '@portal/shared/ui/lists';
import { useDepotCategories } from '../../../api/get-depot-categories';
import { formTypeLabel } from '../../../components/depot-labels';
import type { TDepotFilters } from '../api/get-depot-cases';

const TYPE_OPTIONS = ZDepotFormType.options.map((type) => ({
  value: type,
  label: formTypeLabel(type),
}));

function isFormType(value: string): value is TDepotFormType {
  return (ZDepotFormType.options as readonly string[]).includes(value);
}

export function DepotCaseFilterFields({ values, setValue }: TFilterRenderProps<TDepotFilters>) {
  const categories = useDepotCategories();
  return (
    <div className="ui-stack">
      <SearchableSelect
        name="categoryId"
        label={TEXTS.filterCategory}
        emptyOption={MESSAGES.selectPlaceholder}
        options={categories.data ? categoryPathOptions(categories.data) : []}
        isLoading={categories.isPending}
        error={categories.error ? categories.error.message : null}
        value={values.categoryId === null ? '' : String(values.categoryId)}
        onChange={(value) => {
          const id = Number.parseInt(value, 10);
          setValue('categoryId', Number.isInteger(id) && id > 0 ? id : null);
        }}
      />
      <SelectField
        name="formType"
        label={TEXTS.filterFormType}
        options={TYPE_OPTIONS}
        value={values.formType ?? ''}
        onChange={(event) =>
          setValue('formType', isFormType(event.target.value) ? event.target.value : null)
        }
      />
    </div>
  );
}
