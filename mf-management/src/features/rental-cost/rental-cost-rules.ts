/**
 * The rental cost form (spec 001 §5 'Rental cost'): from and to month (Januari to
 * December) and year (2023 to this year) required, a location required ('Selecteer een
 * locatie'), optional grouping per location and per department; the end not before the
 * start (the api's own check, 'De eindmaand ligt voor de beginmaand', made here first).
 */
import {
  RENTAL_COST_FIRST_YEAR,
  type TRentalCostRequest,
  type TRentalCostRow,
} from '@portal/shared/contract/management';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { monthLabel } from '../../components/charts/chart-bars';

export type TRentalCostForm = {
  fromMonth: string;
  fromYear: string;
  toMonth: string;
  toYear: string;
  locationId: string;
  groupByLocation: boolean;
  groupByDepartment: boolean;
};

export type TRentalCostErrors = Partial<Record<keyof TRentalCostForm, string>>;

/** The years the form offers: 2023 up to this year. */
export function rentalCostYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = RENTAL_COST_FIRST_YEAR; year <= now.getFullYear(); year += 1) years.push(year);
  return years;
}

/** Ours: from January of this year through this month; the location is the user's choice. */
export function defaultRentalCostForm(now: Date = new Date()): TRentalCostForm {
  const year = String(now.getFullYear());
  return {
    fromMonth: '1',
    fromYear: year,
    toMonth: String(now.getMonth() + 1),
    toYear: year,
    locationId: '',
    groupByLocation: false,
    groupByDepartment: false,
  };
}

function monthError(value: string): string | undefined {
  if (value === '') return MESSAGES.required;
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? undefined : MESSAGES.invalidMonth;
}

function yearError(value: string, now: Date): string | undefined {
  if (value === '') return MESSAGES.required;
  const year = Number(value);
  const last = now.getFullYear();
  return Number.isInteger(year) && year >= RENTAL_COST_FIRST_YEAR && year <= last
    ? undefined
    : MESSAGES.invalidYear(RENTAL_COST_FIRST_YEAR, last);
}

export function validateRentalCost(
  values: TRentalCostForm,
  now: Date = new Date(),
): TRentalCostErrors {
  const errors: TRentalCostErrors = {};
  const set = (name: keyof TRentalCostForm, message: string | undefined) => {
    if (message) errors[name] = message;
  };
  set('fromMonth', monthError(values.fromMonth));
  set('fromYear', yearError(values.fromYear, now));
  set('toMonth', monthError(values.toMonth));
  set('toYear', yearError(values.toYear, now));
  if (values.locationId === '') errors.locationId = MESSAGES.selectLocation;
  const complete = !errors.fromMonth && !errors.fromYear && !errors.toMonth && !errors.toYear;
  if (
    complete &&
    Number(values.toYear) * 12 + Number(values.toMonth) <
      Number(values.fromYear) * 12 + Number(values.fromMonth)
  ) {
    errors.toMonth = MANAGEMENT_TEXTS.periodReversed;
  }
  return errors;
}

/** The call's body of a valid form. */
export function toRentalCostRequest(values: TRentalCostForm): TRentalCostRequest {
  return {
    fromMonth: Number(values.fromMonth),
    fromYear: Number(values.fromYear),
    toMonth: Number(values.toMonth),
    toYear: Number(values.toYear),
    locationId: Number(values.locationId),
    groupByLocation: values.groupByLocation,
    groupByDepartment: values.groupByDepartment,
  };
}

/**
 * What the chart draws of the file's lines: the cost per location when grouped per
 * location (summed over the months), else per month (summed over the departments).
 */
export function rentalCostPoints(
  rows: readonly TRentalCostRow[],
  groupByLocation: boolean,
): { per: 'month' | 'location'; points: { key: string; label: string; cents: number }[] } {
  const sums = new Map<string, { key: string; label: string; cents: number }>();
  for (const row of rows) {
    const key = groupByLocation ? String(row.locationId ?? '') : row.month;
    const label = groupByLocation
      ? (row.location ?? MANAGEMENT_TEXTS.unknown)
      : monthLabel(row.month);
    const entry = sums.get(key) ?? { key, label, cents: 0 };
    entry.cents += row.costCents;
    sums.set(key, entry);
  }
  const points = [...sums.values()];
  if (groupByLocation) points.sort((a, b) => b.cents - a.cents);
  return { per: groupByLocation ? 'location' : 'month', points };
}
