/**
 * The one home of calendar arithmetic on 'yyyy-MM-dd' text, for the api and the front ends
 * alike: the days of a month, its last day, today in the portal's time zone (the Dutch
 * display 'dd-MM-yyyy' is date-format.ts formatDate). Counted from the digits, without a Date per call where a 100,000-row
 * export calls it per cell; calendar.test.ts checks every function against date-fns.
 */

/**
 * The portal's time zone: the supplier and its customers are in the Netherlands, and a care
 * institution works through the night, so "today" is Dutch today on the server as in a
 * browser anywhere (in UTC or the device's own zone the hour after Dutch midnight still
 * counted as yesterday).
 */
export const PORTAL_TIME_ZONE = 'Europe/Amsterdam';

/** Whether a year has 29 February (Gregorian). */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The last day 'yyyy-MM-dd' of the month of `month` ('yyyy-MM' or any 'yyyy-MM-dd' in it). */
export function lastDayOf(month: string): string {
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${month.slice(0, 7)}-${String(days).padStart(2, '0')}`;
}

// why: made once ('en-CA' writes dates as yyyy-MM-dd); a formatter is costly to build.
let portalDay: Intl.DateTimeFormat | null = null;

/** Today (of `now`) as 'yyyy-MM-dd' in the portal's time zone, wherever the clock runs. */
export function todayIso(now: Date = new Date()): string {
  portalDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return portalDay.format(now);
}
