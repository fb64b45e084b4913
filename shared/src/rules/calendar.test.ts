// The calendar module against date-fns as the oracle (every month of 1900-2400, leap years
// of the centuries included), and today in Amsterdam around Dutch midnight.
import { format, getDaysInMonth, lastDayOfMonth } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { daysInMonth, lastDayOf, todayIso } from './calendar.js';
import { formatDate } from './date-format.js';

const MONTHS = Array.from({ length: 501 * 12 }, (_, i) => ({
  year: 1900 + Math.floor(i / 12),
  month: (i % 12) + 1,
}));
const iso = (year: number, month: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

describe('daysInMonth and lastDayOf', () => {
  it('agree with date-fns on every month of 1900-2400', () => {
    for (const { year, month } of MONTHS) {
      const date = new Date(year, month - 1, 1);
      expect(daysInMonth(year, month)).toBe(getDaysInMonth(date));
      expect(lastDayOf(iso(year, month))).toBe(format(lastDayOfMonth(date), 'yyyy-MM-dd'));
      expect(lastDayOf(`${iso(year, month)}-01`)).toBe(lastDayOf(iso(year, month)));
    }
  });

  it('knows the leap days of the centuries', () => {
    expect(lastDayOf('1900-02')).toBe('1900-02-28');
    expect(lastDayOf('2000-02-01')).toBe('2000-02-29');
    expect(lastDayOf('2024-02-13')).toBe('2024-02-29');
  });
});

describe('todayIso (Europe/Amsterdam)', () => {
  it('is the next day at 23:30 UTC, in winter and in summer time', () => {
    expect(todayIso(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(todayIso(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('is still the same day just before Dutch midnight', () => {
    expect(todayIso(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(todayIso(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
  });
});

describe('formatDate', () => {
  it('writes a day of every month as date-fns writes dd-MM-yyyy', () => {
    for (const { year, month } of MONTHS.filter((_, i) => i % 7 === 0)) {
      const day = daysInMonth(year, month);
      expect(formatDate(`${iso(year, month)}-${day}`)).toBe(
        format(new Date(year, month - 1, day), 'dd-MM-yyyy'),
      );
    }
  });
});
