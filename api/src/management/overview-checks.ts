// The checks of a management search the schema cannot make, with the date field's own
// Dutch messages (spec 001 §5): an overview date must be a day that exists, at most 125
// years back and without a maximum; a range must not end before it starts; the rental
// cost period runs from 2023 to this year and a location must be chosen.
import { RENTAL_COST_FIRST_YEAR } from '@portal/shared/contract/management';
import {
  MESSAGES,
  OVERVIEW_DATE_RANGE,
  splitIsoDate,
  validateDateParts,
  todayIso,
} from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import type { TFieldErrors } from '../answer/envelope.js';
import { currentYear } from '../routes/rentals/request-fields.js';

type TDateFields = Record<string, string | null | undefined>;

/**
 * The messages of the dates of a search: each must pass the overview date rule; `from`
 * and `to` (names in `dates`) must be in order. Keys are the fields' paths (`filters.x`).
 */
export function overviewDateErrors(
  dates: TDateFields,
  range: { from: string; to: string } | null = { from: 'dateFrom', to: 'dateTo' },
  now: Date = new Date(),
): TFieldErrors {
  const errors: TFieldErrors = {};
  // why: the date field resolves its year bounds from the current year of a Date in local
  // time; the portal's day is the Dutch one.
  const portalNow = new Date(`${todayIso(now)}T12:00:00`);
  for (const [name, value] of Object.entries(dates)) {
    if (!value) continue;
    const result = validateDateParts(splitIsoDate(value), OVERVIEW_DATE_RANGE, portalNow);
    if (result.status === 'error') errors[`filters.${name}`] = result.message;
  }
  if (range) {
    const from = dates[range.from];
    const to = dates[range.to];
    if (from && to && to < from && !errors[`filters.${range.to}`]) {
      errors[`filters.${range.to}`] = MANAGEMENT_TEXTS.dateRangeReversed;
    }
  }
  return errors;
}

export type TCostPeriodInput = {
  fromMonth: number;
  fromYear: number;
  toMonth: number;
  toYear: number;
  locationId?: number | null;
};

/**
 * The messages of the rental cost form (spec 001 §5), keyed by field (after `prefix`, the
 * path of the fields in the body: 'filters.' in a download).
 */
export function rentalCostErrors(
  input: TCostPeriodInput,
  prefix = '',
  now: Date = new Date(),
): TFieldErrors {
  const errors: TFieldErrors = {};
  const year = currentYear(now);
  for (const field of ['fromYear', 'toYear'] as const) {
    if (input[field] < RENTAL_COST_FIRST_YEAR || input[field] > year) {
      errors[`${prefix}${field}`] = MESSAGES.invalidYear(RENTAL_COST_FIRST_YEAR, year);
    }
  }
  if (
    Object.keys(errors).length === 0 &&
    input.toYear * 12 + input.toMonth < input.fromYear * 12 + input.fromMonth
  ) {
    errors[`${prefix}toMonth`] = MANAGEMENT_TEXTS.periodReversed;
  }
  if (!input.locationId) errors[`${prefix}locationId`] = MANAGEMENT_TEXTS.selectLocation;
  return errors;
}
