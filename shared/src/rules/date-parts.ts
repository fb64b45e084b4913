/**
 * Date field rules of spec 000 §5 and 001 §5: a date typed as day, month and year, the
 * year bounds (absolute, relative to the current year, or the current year itself), and
 * the Dutch message for the first thing that is wrong.
 */
import { MESSAGES } from './catalogue/messages.js';
import { daysInMonth, todayIso } from './calendar.js';
import { INSPECTION_FILTER_FIRST_YEAR, YEARS_AHEAD, YEARS_BACK } from './constants.js';

/**
 * One year bound: a number is an absolute year (2015); a signed string is relative to
 * the current year ('+1', '-125'); null is the current year; undefined is "no bound".
 */
export type TYearBound = number | `+${number}` | `-${number}` | null | undefined;

/** The year range of a date field. */
export type TDateRange = { min?: TYearBound; max?: TYearBound };

/** The resolved range in years; null on a side without a bound. */
export type TYearRange = { min: number | null; max: number | null };

/** What the three boxes hold, as typed. */
export type TDateParts = { day: string; month: string; year: string };

/** Delivery date: this year up to next year. */
export const DELIVERY_DATE_RANGE = {
  min: null,
  max: `+${YEARS_AHEAD}`,
} as const satisfies TDateRange;
/** Birth date: 125 years back up to this year. */
export const BIRTH_DATE_RANGE = { min: `-${YEARS_BACK}`, max: null } as const satisfies TDateRange;
/** Pickup (retour) date: this year up to next year. */
export const PICKUP_DATE_RANGE = {
  min: null,
  max: `+${YEARS_AHEAD}`,
} as const satisfies TDateRange;
/** Retour date: the same as pickup. */
export const RETOUR_DATE_RANGE = PICKUP_DATE_RANGE;
/** Inspection date filters: from 2015 up to this year. */
export const INSPECTION_FILTER_DATE_RANGE = {
  min: INSPECTION_FILTER_FIRST_YEAR,
  max: null,
} as const satisfies TDateRange;
/** Overview date pickers: 125 years back, no maximum. */
export const OVERVIEW_DATE_RANGE = { min: `-${YEARS_BACK}` } as const satisfies TDateRange;

/** Lowest and highest year a 4-digit year box can hold (sides without a bound). */
export const YEAR_FLOOR = 1000;
export const YEAR_CEILING = 9999;

function resolveBound(bound: TYearBound, currentYear: number): number | null {
  if (bound === undefined) return null;
  if (bound === null) return currentYear;
  if (typeof bound === 'number') return bound;
  const offset = Number(bound);
  return Number.isFinite(offset) ? currentYear + offset : null;
}

/** The range in years for `now`; null when neither bound is set ('Range is not set!'). */
export function resolveYearRange(
  range: TDateRange | null | undefined,
  now: Date = new Date(),
): TYearRange | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  const currentYear = now.getFullYear();
  return { min: resolveBound(range.min, currentYear), max: resolveBound(range.max, currentYear) };
}

/** 'yyyy-MM-dd' (or '') into the three boxes. */
export function splitIsoDate(value: string | null | undefined): TDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

/** The three boxes as 'yyyy-MM-dd' (day and month zero-padded). */
export function joinDateParts({ day, month, year }: TDateParts): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Extra rules of one date field. */
export type TDateRuleOptions = {
  /**
   * The date is a wish for the future (a desired delivery or pickup date): a day before
   * today is refused with 'Kies een datum vanaf vandaag'. Today itself is allowed.
   */
  notBeforeToday?: boolean;
};

/** Whether a 'yyyy-MM-dd' date lies before today; '' is not. */
export function isBeforeToday(value: string, now: Date = new Date()): boolean {
  return value !== '' && value < todayIso(now);
}

/** The outcome of checking the three boxes. */
export type TDatePartsResult =
  | { status: 'empty'; message: null; value: '' }
  | { status: 'success'; message: null; value: string }
  | { status: 'error'; message: string; value: '' };

const DIGITS = /^\d+$/;

/**
 * Checks a typed date against the spec's rules, in order: day 1-31 ('Ongeldige dag'),
 * month 1-12 ('Ongeldige maand'), year of exactly 4 digits within the range ('Ongeldig
 * jaartal (min - max)'), the day exists in that month ('Ongeldige dag van de maand');
 * anything else wrong, such as letters, gives 'Ongeldige waarde'. All three empty is
 * 'empty' (whether that is allowed is the required rule's business). Without any bound
 * the message is 'Range is not set!'. With `notBeforeToday` a day before today gives
 * 'Kies een datum vanaf vandaag'.
 */
export function validateDateParts(
  parts: TDateParts,
  range: TDateRange | null | undefined,
  now: Date = new Date(),
  options: TDateRuleOptions = {},
): TDatePartsResult {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '')
    return { status: 'empty', message: null, value: '' };
  const years = resolveYearRange(range, now);
  if (!years) return { status: 'error', message: MESSAGES.rangeNotSet, value: '' };
  const error = (message: string): TDatePartsResult => ({ status: 'error', message, value: '' });

  for (const part of [day, month, year]) {
    if (part !== '' && !DIGITS.test(part)) return error(MESSAGES.invalidValue);
  }
  const dayNumber = Number(day);
  if (day === '' || day.length > 2 || dayNumber < 1 || dayNumber > 31)
    return error(MESSAGES.invalidDay);
  const monthNumber = Number(month);
  if (month === '' || month.length > 2 || monthNumber < 1 || monthNumber > 12) {
    return error(MESSAGES.invalidMonth);
  }
  const min = years.min ?? YEAR_FLOOR;
  const max = years.max ?? YEAR_CEILING;
  const yearNumber = Number(year);
  if (year.length !== 4 || yearNumber < min || yearNumber > max) {
    return error(MESSAGES.invalidYear(min, max));
  }
  if (dayNumber > daysInMonth(yearNumber, monthNumber)) return error(MESSAGES.invalidDayOfMonth);
  const value = joinDateParts({ day, month, year });
  if (Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return error(MESSAGES.invalidValue);
  if (options.notBeforeToday && isBeforeToday(value, now)) return error(MESSAGES.dateBeforeToday);
  return { status: 'success', message: null, value };
}
