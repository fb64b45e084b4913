/** Dutch date display (dd-MM-yyyy), the way every list shows dates. */
// why: three numeric formats and one ISO reader do not need a date library; date-fns
// (format, parseISO and the nl locale) was ~7 KB brotli in the start files of every page,
// as the shared rules are provided whole to every remote (bench/README.md, first load).
import { daysInMonth } from './calendar.js';

/** The Dutch display format of a date. */
export const DATE_DISPLAY_FORMAT = 'dd-MM-yyyy';
export const DATE_TIME_DISPLAY_FORMAT = 'dd-MM-yyyy HH:mm';

/**
 * The ISO 8601 forms the API sends: a date ('2024-03-07'), or a date and time with 'T' or a
 * space, optional seconds and fraction, and an optional zone ('Z', '+01:00', '+0100', '+01').
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Minutes east of UTC of a zone designator ('Z', '+01:00', '-0530', '+02'). */
function zoneOffsetMinutes(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/**
 * An ISO text as a Date: without a zone in local time (a date is that day, not UTC
 * midnight), with one as that instant. Null when it is not such a text or names a day or
 * time that does not exist ('2024-02-30', '24:01').
 */
function parseIsoDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const part = (index: number): number => Number(match[index] ?? 0);
  const [year, month, day, hours, minutes, seconds] = [1, 2, 3, 4, 5, 6].map(part) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = match[7];
  const zone = match[8];
  const milliseconds = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  if (month < 1 || month > 12 || day < 1 || minutes > 59 || seconds > 59) return null;
  // why: ISO 8601 writes the end of a day as 24:00, the next day's 00:00.
  if (hours > 24 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  if (day > daysInMonth(year, month)) return null;
  // why: setFullYear, not the Date constructor, which maps years 0-99 to 1900-1999; the
  // hours set after the day, so that 24:00 rolls over into the next day.
  const date = new Date(0);
  if (zone === undefined) {
    date.setFullYear(year, month - 1, day);
    date.setHours(hours, minutes, seconds, milliseconds);
    return date;
  }
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds, milliseconds);
  return new Date(date.getTime() - zoneOffsetMinutes(zone) * 60_000);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : parseIsoDateTime(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function dayMonthYear(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}`;
}

/** '2024-03-07' or a Date → '07-03-2024'; empty or invalid input → ''. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dayMonthYear(date) : '';
}

/** A date with time → '07-03-2024 14:05' (local time); empty or invalid input → ''. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** A Date as 'yyyy-MM-dd' in local time (what date fields and the API exchange). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
