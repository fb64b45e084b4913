/**
 * The depot orders' filter overlay: organisation, status (those of the tab) and type.
 * Values live in the overlay's draft until applied.
 */
import { ZDepotFormType, type TDepotStatus, type TDepotTab } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { SelectField } from '@portal/shared/ui';
import { SearchableSelect } from '@portal/shared/ui/forms';
import type { TFilterRenderProps } from '@portal/shared/ui/lists';
import { depotFormTypeLabel, depotStatusLabel } from '../../../components/depot-labels';
import type { TDepotOrderFilters } from '../api/get-depot-orders';

const F = BACKOFFICE_TEXTS.depot.filters;

/** The statuses each tab holds (migration 007's tab column). */
const TAB_STATUSES: Record<TDepotTab, readonly TDepotStatus[]> = {
  pending: ['OPEN', 'PLANNED', 'IN_PROGRESS'],
  archive: ['COMPLETED', 'CANCELLED'],
};

const TYPE_OPTIONS = ZDepotFormType.options.map((type) => ({
  value: type,
  label: depotFormTypeLabel(type),
}));

/** The organisations come from the page (the inbox's options call, one for the area). */
export function DepotOrderFilterFields({
  tab,
  organisations: choices,
  isLoading,
  values,
  setValue,
}: TFilterRenderProps<TDepotOrderFilters> & {
  tab: TDepotTab;
  organisations: readonly { id: number; name: string }[];
  isLoading: boolean;
}) {
  const organisations = choices.map((item) => ({ value: String(item.id), label: item.name }));
  const statuses = TAB_STATUSES[tab].map((status) => ({
    value: status,
    label: depotStatusLabel(status),
  }));
  return (
    <div className="ui-stack">
      <SearchableSelect
        name="organisation"
        label={F.organisation}
        emptyOption={MESSAGES.selectPlaceholder}
        options={organisations}
        isLoading={isLoading}
        value={values.organisation}
        onChange={(value) => setValue('organisation', value)}
      />
      <SelectField
        name="status"
        label={F.status}
        options={statuses}
        value={values.status}
        onChange={(event) => setValue('status', event.target.value)}
      />
      <SelectField
        name="formType"
        label={F.type}
        options={TYPE_OPTIONS}
        value={values.formType}
        onChange={(event) => setValue('formType', event.target.value)}
      />
    </div>
  );
}
