/**
 * The rental cost form (spec 001 §5, §8): checked before it is sent; then the lines of the
 * period are asked (the api's refusal shows in the summary). 'Download excel' then downloads
 * the file and says 'Bestand verhuurkosten succesvol aangemaakt'; 'Bekijken' (issue 38)
 * only shows them. Either way the lines go to the page's table and chart. What was chosen
 * stays in the form whatever the answer.
 */
import type { TRentalCostRow } from '@portal/shared/contract/management';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import {
  Button,
  CheckboxField,
  FlashMessage,
  FormErrorSummary,
  SelectField,
} from '@portal/shared/ui';
import { SearchableSelect, useLocationTree } from '@portal/shared/ui/forms';
import { useState } from 'react';
import { downloadRentalCost } from '../api/download-rental-cost';
import { getRentalCost } from '../api/get-rental-cost';
import {
  defaultRentalCostForm,
  rentalCostYears,
  toRentalCostRequest,
  validateRentalCost,
  type TRentalCostForm,
} from '../rental-cost-rules';

const TEXTS = MANAGEMENT_TEXTS.ui.rentalCost;

const FIELD_IDS = {
  fromMonth: 'rentalcost-from-month',
  fromYear: 'rentalcost-from-year',
  toMonth: 'rentalcost-to-month',
  toYear: 'rentalcost-to-year',
  locationId: 'rentalcost-location',
};

const LABELS = {
  fromMonth: TEXTS.fromMonth,
  fromYear: TEXTS.fromYear,
  toMonth: TEXTS.toMonth,
  toYear: TEXTS.toYear,
  locationId: TEXTS.location,
};

const MONTH_OPTIONS = MANAGEMENT_TEXTS.months.map((label, index) => ({
  value: String(index + 1),
  label,
}));

export type TRentalCostResult = {
  rows: TRentalCostRow[];
  totalCostCents: number;
  groupByLocation: boolean;
  groupByDepartment: boolean;
};

export function RentalCostForm({ onResult }: { onResult: (result: TRentalCostResult) => void }) {
  const [values, setValues] = useState<TRentalCostForm>(() => defaultRentalCostForm());
  const [isChecking, setIsChecking] = useState(false);
  const [refusal, setRefusal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<'show' | 'file' | null>(null);
  const [isDone, setIsDone] = useState(false);
  const locations = useLocationTree();
  const all = validateRentalCost(values);
  const errors = isChecking ? all : {};
  const years = rentalCostYears().map((year) => ({ value: String(year), label: String(year) }));

  function set<K extends keyof TRentalCostForm>(name: K, value: TRentalCostForm[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setIsDone(false);
  }

  async function submit(withFile: boolean) {
    if (sending) return;
    setIsChecking(true);
    setFailure(null);
    setIsDone(false);
    if (Object.keys(all).length > 0) {
      setRefusal((count) => count + 1);
      return;
    }
    const request = toRentalCostRequest(values);
    setSending(withFile ? 'file' : 'show');
    try {
      // why: the lines first, so a refusal comes back with the api's own Dutch message.
      const answer = await getRentalCost(request);
      if (withFile) await downloadRentalCost(request);
      onResult({
        rows: answer.rows,
        totalCostCents: answer.totalCostCents,
        groupByLocation: values.groupByLocation,
        groupByDepartment: values.groupByDepartment,
      });
      setIsDone(withFile);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : MESSAGES.fetchFailed);
      setRefusal((count) => count + 1);
    } finally {
      setSending(null);
    }
  }

  const monthAndYear = (month: 'fromMonth' | 'toMonth', year: 'fromYear' | 'toYear') => (
    <div className="management-rentalcost__pair">
      <SelectField
        id={FIELD_IDS[month]}
        label={LABELS[month]}
        name={month}
        required
        placeholder={false}
        options={MONTH_OPTIONS}
        value={values[month]}
        error={errors[month]}
        onChange={(event) => set(month, event.target.value)}
      />
      <SelectField
        id={FIELD_IDS[year]}
        label={LABELS[year]}
        name={year}
        required
        placeholder={false}
        options={years}
        value={values[year]}
        error={errors[year]}
        onChange={(event) => set(year, event.target.value)}
      />
    </div>
  );

  return (
    <>
      {/* why: outside the form's frame, so the message has the page's whole width. */}
      {isDone ? <FlashMessage type="success" message={MANAGEMENT_TEXTS.rentalCostCreated} /> : null}
      <form
        className="management-rentalcost__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(true);
        }}
      >
        <FormErrorSummary
          fields={errors}
          fieldIds={FIELD_IDS}
          fieldLabels={LABELS}
          message={failure}
          focusKey={refusal}
        />
        <p className="management-rentalcost__intro">{TEXTS.intro}</p>
        {monthAndYear('fromMonth', 'fromYear')}
        {monthAndYear('toMonth', 'toYear')}
        <SearchableSelect
          id={FIELD_IDS.locationId}
          label={TEXTS.location}
          name="locationId"
          required
          placeholder={MESSAGES.selectLocation}
          options={locations.data ?? []}
          isLoading={locations.isPending}
          value={values.locationId}
          error={errors.locationId}
          onChange={(value) => set('locationId', value)}
        />
        <fieldset className="management-rentalcost__grouping">
          <legend>{TEXTS.grouping}</legend>
          <CheckboxField
            label={TEXTS.groupByLocation}
            name="groupByLocation"
            checked={values.groupByLocation}
            onChange={(event) => set('groupByLocation', event.target.checked)}
          />
          <CheckboxField
            label={TEXTS.groupByDepartment}
            name="groupByDepartment"
            checked={values.groupByDepartment}
            onChange={(event) => set('groupByDepartment', event.target.checked)}
          />
        </fieldset>
        <div className="management-search__actions">
          <Button
            variant="secondary"
            isBusy={sending === 'show'}
            onClick={() => void submit(false)}
          >
            {TEXTS.show}
          </Button>
          <Button type="submit" isBusy={sending === 'file'} busyLabel={MESSAGES.downloading}>
            {MESSAGES.downloadExcel}
          </Button>
        </div>
      </form>
    </>
  );
}
