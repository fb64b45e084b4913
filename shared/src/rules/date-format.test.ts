import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toIsoDate } from './date-format.js';

// What date-fns (the library these helpers replaced) shows for the same text: the
// reference the portal's dates kept from the first release.
function reference(value: string, pattern: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : '';
}

const TEXTS = [
  '2024-03-07',
  '2024-12-31',
  '2024-02-29',
  '2023-02-29',
  '2024-02-30',
  '2024-13-01',
  '2024-00-10',
  '0099-06-15',
  '2024-03-07T14:05:00',
  '2024-03-07 14:05',
  '2024-03-07T14:05',
  '2024-03-07T23:59:59.999',
  '2024-03-07T14:05:00.123456',
  '2024-03-07T14:05:00Z',
  '2024-03-07T00:30:00.000Z',
  '2024-03-31T01:30:00Z',
  '2024-10-27T00:45:00Z',
  '2024-03-07T14:05:00+01:00',
  '2024-03-07T14:05:00-0530',
  '2024-03-07T14:05:00+02',
  '2024-03-07T24:00:00',
  '2024-12-31T24:00',
  '2024-03-31T02:30',
  '0099-06-15T10:00Z',
  '2024-03-07T14:60',
  '07-03-2024',
  '2024-3-7',
  'nonsense',
];

describe('formatDate and formatDateTime', () => {
  it('show dd-MM-yyyy and dd-MM-yyyy HH:mm', () => {
    expect(formatDate('2024-03-07')).toBe('07-03-2024');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31-12-2024');
    expect(formatDateTime('2024-03-07T14:05:00')).toBe('07-03-2024 14:05');
    expect(formatDateTime('2024-03-07 09:15')).toBe('07-03-2024 09:15');
  });

  it('show nothing for empty, invalid or impossible dates', () => {
    for (const value of ['', null, undefined, 'nonsense', '2024-02-30', '2024-13-01']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('read a date without a zone as that day in local time, not UTC midnight', () => {
    const date = new Date(2024, 2, 7);
    expect(formatDate('2024-03-07')).toBe(formatDate(date));
    expect(formatDateTime('2024-03-07')).toBe('07-03-2024 00:00');
  });

  it('show what date-fns showed for every form the API sends, in this time zone', () => {
    for (const text of TEXTS) {
      expect(formatDate(text), text).toBe(reference(text, 'dd-MM-yyyy'));
      expect(formatDateTime(text), text).toBe(reference(text, 'dd-MM-yyyy HH:mm'));
    }
  });

  it('write a Date as yyyy-MM-dd in local time', () => {
    expect(toIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    const early = new Date(2024, 0, 5);
    early.setFullYear(99);
    expect(toIsoDate(early)).toBe(format(early, 'yyyy-MM-dd'));
  });
});
