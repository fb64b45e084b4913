/**
 * The inbox's filter overlay: organisation, type, status (archive only), urgency, age and
 * who handles it. Values live in the overlay's draft until applied.
 */
import { ZRequestType } from '@portal/shared/contract/rentals';
import type { TRequestTab } from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { SelectField } from '@portal/shared/ui';
import { SearchableSelect } from '@portal/shared/ui/forms';
import type { TFilterRenderProps } from '@portal/shared/ui/lists';
import { requestStatusLabel, requestTypeLabel } from '../../../components/request-labels';
import { useInboxOptions } from '../api/get-inbox-options';
import type { TInboxFilters } from '../api/get-inbox';

const F = BACKOFFICE_TEXTS.filters;

const TYPE_OPTIONS = ZRequestType.options.map((type) => ({
  value: type,
  label: requestTypeLabel(type),
}));
const STATUS_OPTIONS = (['COMPLETED', 'REJECTED'] as const).map((status) => ({
  value: status,
  label: requestStatusLabel(status),
}));
const URGENCY_OPTIONS = (['URGENT', 'NORMAL'] as const).map((value) => ({
  value,
  label: BACKOFFICE_TEXTS.urgency[value],
}));
const AGE_OPTIONS = (['TODAY', 'WEEK', 'OLDER'] as const).map((value) => ({
  value,
  label: BACKOFFICE_TEXTS.age[value],
}));

type TFilterProps = TFilterRenderProps<TInboxFilters>;

/** One of the overlay's plain choices, bound to its filter value. */
function FilterChoice({
  name,
  label,
  options,
  values,
  setValue,
}: Pick<TFilterProps, 'values' | 'setValue'> & {
  name: 'requestType' | 'status' | 'urgency' | 'age' | 'assignee';
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
    />
  );
}

export function InboxFilterFields({ tab, values, setValue }: TFilterProps & { tab: TRequestTab }) {
  const options = useInboxOptions();
  const organisations = (options.data?.organisations ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));
  const assignees = [
    { value: 'ME', label: F.me },
    { value: 'NONE', label: F.unassigned },
    ...(options.data?.staff ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  const bound = { values, setValue };
  return (
    <div className="ui-stack">
      <SearchableSelect
        name="organisation"
        label={F.organisation}
        emptyOption={MESSAGES.selectPlaceholder}
        options={organisations}
        isLoading={options.isPending}
        value={values.organisation}
        onChange={(value) => setValue('organisation', value)}
      />
      <FilterChoice name="requestType" label={F.type} options={TYPE_OPTIONS} {...bound} />
      {tab === 'archive' ? (
        <FilterChoice name="status" label={F.status} options={STATUS_OPTIONS} {...bound} />
      ) : null}
      <FilterChoice name="urgency" label={F.urgency} options={URGENCY_OPTIONS} {...bound} />
      <FilterChoice name="age" label={F.age} options={AGE_OPTIONS} {...bound} />
      <FilterChoice name="assignee" label={F.assignee} options={assignees} {...bound} />
    </div>
  );
}
