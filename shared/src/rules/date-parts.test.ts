import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_RANGE,
  DELIVERY_DATE_RANGE,
  INSPECTION_FILTER_DATE_RANGE,
  OVERVIEW_DATE_RANGE,
  PICKUP_DATE_RANGE,
  isBeforeToday,
  resolveYearRange,
  splitIsoDate,
  validateDateParts,
} from './date-parts.js';
import { todayIso } from './calendar.js';

const now = new Date(2026, 5, 15);
const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('resolveYearRange', () => {
  it('resolves relative, null (current year) and absolute bounds', () => {
    expect(resolveYearRange(DELIVERY_DATE_RANGE, now)).toEqual({ min: 2026, max: 2027 });
    expect(resolveYearRange(BIRTH_DATE_RANGE, now)).toEqual({ min: 1901, max: 2026 });
    expect(resolveYearRange(PICKUP_DATE_RANGE, now)).toEqual({ min: 2026, max: 2027 });
    expect(resolveYearRange(INSPECTION_FILTER_DATE_RANGE, now)).toEqual({ min: 2015, max: 2026 });
    expect(resolveYearRange(OVERVIEW_DATE_RANGE, now)).toEqual({ min: 1901, max: null });
  });

  it('gives null when neither bound is set', () => {
    expect(resolveYearRange({}, now)).toBeNull();
    expect(resolveYearRange(undefined, now)).toBeNull();
  });
});

describe('validateDateParts (spec 000 §5, 001 §5)', () => {
  const range = DELIVERY_DATE_RANGE;

  it('accepts a valid date as yyyy-MM-dd', () => {
    expect(validateDateParts(parts('7', '3', '2027'), range, now)).toEqual({
      status: 'success',
      message: null,
      value: '2027-03-07',
    });
  });

  it('treats three empty boxes as empty', () => {
    expect(validateDateParts(parts('', '', ''), range, now).status).toBe('empty');
  });

  it("day 1-31: 'Ongeldige dag'", () => {
    expect(validateDateParts(parts('0', '1', '2026'), range, now).message).toBe('Ongeldige dag');
    expect(validateDateParts(parts('32', '1', '2026'), range, now).message).toBe('Ongeldige dag');
    expect(validateDateParts(parts('', '1', '2026'), range, now).message).toBe('Ongeldige dag');
  });

  it("month 1-12: 'Ongeldige maand'", () => {
    expect(validateDateParts(parts('1', '13', '2026'), range, now).message).toBe('Ongeldige maand');
    expect(validateDateParts(parts('1', '0', '2026'), range, now).message).toBe('Ongeldige maand');
  });

  it("year exactly 4 digits within the range: 'Ongeldig jaartal (min - max)'", () => {
    expect(validateDateParts(parts('1', '1', '2025'), range, now).message).toBe(
      'Ongeldig jaartal (2026 - 2027)',
    );
    expect(validateDateParts(parts('1', '1', '2028'), range, now).message).toBe(
      'Ongeldig jaartal (2026 - 2027)',
    );
    expect(validateDateParts(parts('1', '1', '26'), range, now).message).toBe(
      'Ongeldig jaartal (2026 - 2027)',
    );
    expect(validateDateParts(parts('1', '1', '1900'), BIRTH_DATE_RANGE, now).message).toBe(
      'Ongeldig jaartal (1901 - 2026)',
    );
    expect(validateDateParts(parts('1', '1', '1901'), BIRTH_DATE_RANGE, now).status).toBe(
      'success',
    );
    expect(validateDateParts(parts('1', '1', '2099'), OVERVIEW_DATE_RANGE, now).status).toBe(
      'success',
    );
  });

  it("the day must exist in the month: 'Ongeldige dag van de maand'", () => {
    expect(validateDateParts(parts('31', '4', '2026'), range, now).message).toBe(
      'Ongeldige dag van de maand',
    );
    expect(validateDateParts(parts('29', '2', '2027'), range, now).message).toBe(
      'Ongeldige dag van de maand',
    );
    expect(validateDateParts(parts('29', '2', '2028'), { min: 2028, max: 2028 }, now).status).toBe(
      'success',
    );
  });

  it("anything else: 'Ongeldige waarde'", () => {
    expect(validateDateParts(parts('a', '1', '2026'), range, now).message).toBe('Ongeldige waarde');
    expect(validateDateParts(parts('1', '1', '20x6'), range, now).message).toBe('Ongeldige waarde');
  });

  it("without a range: 'Range is not set!'", () => {
    expect(validateDateParts(parts('1', '1', '2026'), {}, now).message).toBe('Range is not set!');
  });
});

describe('splitIsoDate', () => {
  it('splits yyyy-MM-dd and tolerates empty input', () => {
    expect(splitIsoDate('2026-03-07')).toEqual({ day: '07', month: '03', year: '2026' });
    expect(splitIsoDate('')).toEqual({ day: '', month: '', year: '' });
  });
});

describe('a date that is a wish for the future (notBeforeToday)', () => {
  it('refuses a day before today with a clear message and allows today', () => {
    const wish = { notBeforeToday: true };
    expect(validateDateParts(parts('14', '06', '2026'), DELIVERY_DATE_RANGE, now, wish)).toEqual({
      status: 'error',
      message: 'Kies een datum vanaf vandaag',
      value: '',
    });
    expect(
      validateDateParts(parts('01', '01', '2026'), DELIVERY_DATE_RANGE, now, wish).message,
    ).toBe('Kies een datum vanaf vandaag');
    expect(validateDateParts(parts('15', '06', '2026'), DELIVERY_DATE_RANGE, now, wish)).toEqual({
      status: 'success',
      message: null,
      value: '2026-06-15',
    });
    expect(validateDateParts(parts('14', '06', '2026'), DELIVERY_DATE_RANGE, now).status).toBe(
      'success',
    );
  });

  it('compares with the Dutch today, whatever the device’s time zone', () => {
    // why: 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(todayIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(isBeforeToday('2025-12-31', new Date('2025-12-31T23:30:00Z'))).toBe(true);
    expect(isBeforeToday('2026-01-01', new Date('2026-01-01T22:59:00Z'))).toBe(false);
    expect(isBeforeToday('', now)).toBe(false);
  });
});
