/**
 * The search form above an overview (spec 001 §2.7: validated before searching): the
 * fields its overview takes, a draft until 'Zoeken', and the refusals in the shared error
 * summary. A valid search is handed to `onSearch`, which keeps it for the overview.
 */
import { DEPOT_FORM_TYPES } from '@portal/shared/contract/depot';
import { MESSAGES, OVERVIEW_DATE_RANGE } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { Button, FormErrorSummary, SelectField } from '@portal/shared/ui';
import { DateField, SearchableSelect, useLocationTree } from '@portal/shared/ui/forms';
import { useId, useState } from 'react';
import {
  validateOverviewSearch,
  type TDateFieldName,
  type TOverviewSearch,
  type TSearchField,
} from '../overview-search';

const TEXTS = MANAGEMENT_TEXTS.ui;

const RENTAL_TYPE_OPTIONS = (['DELIVER', 'RETURN'] as const).map((value) => ({
  value,
  label: MANAGEMENT_TEXTS.rentalTypes[value],
}));

const FORM_TYPE_OPTIONS = DEPOT_FORM_TYPES.map((value) => ({
  value,
  label: MESSAGES.depotFormTypeLabels[value],
}));

const DATE_LABELS: Record<TDateFieldName, string> = {
  dateFrom: TEXTS.dateFrom,
  dateTo: TEXTS.dateTo,
  date: TEXTS.date,
};

export function OverviewSearchForm({
  fields,
  values,
  onSearch,
}: {
  fields: readonly TSearchField[];
  /** The search the overview shows now. */
  values: TOverviewSearch;
  onSearch: (values: TOverviewSearch) => void;
}) {
  const baseId = useId();
  const [draft, setDraft] = useState(values);
  const [dateMessages, setDateMessages] = useState<Partial<Record<TDateFieldName, string | null>>>(
    {},
  );
  const [refusal, setRefusal] = useState(0);
  const [isChecking, setIsChecking] = useState(false);
  const locations = useLocationTree();
  const all = validateOverviewSearch(fields, draft, dateMessages);
  const errors = isChecking ? all : {};
  const dateId = (name: TDateFieldName) => `${baseId}-${name}`;

  function set<K extends keyof TOverviewSearch>(name: K, value: TOverviewSearch[K]) {
    setDraft((current) => ({ ...current, [name]: value }));
  }

  function dateField(name: TDateFieldName) {
    return (
      <DateField
        key={name}
        identifier={dateId(name)}
        name={name}
        label={DATE_LABELS[name]}
        range={OVERVIEW_DATE_RANGE}
        required={name === 'date'}
        value={draft[name]}
        error={errors[name]}
        onChange={(value, result) => {
          set(name, value);
          setDateMessages((current) => ({ ...current, [name]: result.message }));
        }}
      />
    );
  }

  return (
    <form
      className="management-search"
      aria-label={TEXTS.searchTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecking(true);
        if (Object.keys(all).length > 0) {
          setRefusal((count) => count + 1);
          return;
        }
        onSearch(draft);
      }}
    >
      <FormErrorSummary
        fields={errors}
        fieldIds={{
          dateFrom: `${dateId('dateFrom')}-day`,
          dateTo: `${dateId('dateTo')}-day`,
          date: `${dateId('date')}-day`,
        }}
        fieldLabels={DATE_LABELS}
        focusKey={refusal}
      />
      <div className="management-search__fields">
        {fields.includes('rentalType') ? (
          <SelectField
            label={TEXTS.rentalType}
            name="rentalType"
            placeholder={false}
            options={RENTAL_TYPE_OPTIONS}
            value={draft.rentalType}
            onChange={(event) =>
              set('rentalType', event.target.value === 'RETURN' ? 'RETURN' : 'DELIVER')
            }
          />
        ) : null}
        {fields.includes('period') ? [dateField('dateFrom'), dateField('dateTo')] : null}
        {fields.includes('date') ? dateField('date') : null}
        {fields.includes('location') ? (
          <SearchableSelect
            label={TEXTS.location}
            name="locationId"
            emptyOption={TEXTS.allLocations}
            placeholder={TEXTS.allLocations}
            options={locations.data ?? []}
            isLoading={locations.isPending}
            value={draft.locationId}
            onChange={(value) => set('locationId', value)}
          />
        ) : null}
        {fields.includes('formType') ? (
          <SelectField
            label={TEXTS.formType}
            name="formType"
            placeholder={TEXTS.allFormTypes}
            options={FORM_TYPE_OPTIONS}
            value={draft.formType}
            onChange={(event) => set('formType', event.target.value)}
          />
        ) : null}
      </div>
      <div className="management-search__actions">
        <Button type="submit">{TEXTS.search}</Button>
      </div>
    </form>
  );
}
