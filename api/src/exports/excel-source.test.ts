// Calendar dates as Excel's serial numbers: counted from the digits, the same day number
// as the Date the files were written with before (issue 25).
import { describe, expect, it } from 'vitest';
import { excelDate } from './excel-source.js';

/** The serial number of the Date `new Date(iso + 'T00:00:00Z')`, as the writer counts it. */
function serialOfDate(iso: string): number | null {
  const serial = (new Date(`${iso}T00:00:00Z`).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
  return Number.isFinite(serial) ? serial : null;
}

describe('excelDate', () => {
  it('gives every day from 1800 to 2200 the serial number of its Date', () => {
    const days: string[] = [];
    for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2200, 0, 1); ms += 86_400_000) {
      days.push(new Date(ms).toISOString().slice(0, 10));
    }
    expect(days.map(excelDate)).toEqual(days.map(serialOfDate));
  });

  it('reads what is not a real day as a Date reads it, and nothing as no date', () => {
    expect(excelDate('2026-11-27')).toBe(46_353);
    expect(excelDate('1900-03-01')).toBe(61);
    for (const odd of ['2026-02-29', '2026-02-31', '2026-04-31', '2026-13-01', '2026-1-01', 'x']) {
      expect(excelDate(odd), odd).toBe(serialOfDate(odd));
    }
    expect(excelDate(null)).toBeNull();
    expect(excelDate('')).toBeNull();
    expect(excelDate('2026-13-01')).toBeNull();
  });
});
