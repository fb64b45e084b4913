import { todayIso } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { currentYear } from './request-fields.js';

describe("the portal's day", () => {
  it('is the Dutch day, also in the hour after Dutch midnight', () => {
    expect(todayIso(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02'); // summer time
    expect(currentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
});
