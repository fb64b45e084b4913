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

export function InboxFilterFields({
  tab,
  values,
  setValue,
}: TFilterRenderProps<TInboxFilters> & { tab: TRequestTab }) {
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
      <SelectField
        name="requestType"
        label={F.type}
        options={TYPE_OPTIONS}
        value={values.requestType}
        onChange={(event) => setValue('requestType', event.target.value)}
      />
      {tab === 'archive' ? (
        <SelectField
          name="status"
          label={F.status}
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => setValue('status', event.target.value)}
        />
      ) : null}
      <SelectField
        name="urgency"
        label={F.urgency}
        options={URGENCY_OPTIONS}
        value={values.urgency}
        onChange={(event) => setValue('urgency', event.target.value)}
      />
      <SelectField
        name="age"
        label={F.age}
        options={AGE_OPTIONS}
        value={values.age}
        onChange={(event) => setValue('age', event.target.value)}
      />
      <SelectField
        name="assignee"
        label={F.assignee}
        options={assignees}
        value={values.assignee}
        onChange={(event) => setValue('assignee', event.target.value)}
      />
    </div>
  );
}
