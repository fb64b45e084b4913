import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  addMonthsIso,
  canMoveDepotOrder,
  filterSerialInput,
  inspectionDue,
  isFinalDepotStatus,
  isPlannedAfterDue,
  nextInspectionDate,
  productDisplayStatus,
} from './product-rules.js';

describe('product display status (spec 000 §4)', () => {
  it('shows RESERVED for enableReservation 1 as number or string', () => {
    expect(productDisplayStatus('ACTIVE', 1)).toBe('RESERVED');
    expect(productDisplayStatus('ACTIVE', '1')).toBe('RESERVED');
    expect(productDisplayStatus('ACTIVE', 0)).toBe('ACTIVE');
    expect(productDisplayStatus('ACTIVE', '0')).toBe('ACTIVE');
  });
  it('keeps REMOVED, reserved or not', () => {
    expect(productDisplayStatus('REMOVED', 1)).toBe('REMOVED');
  });
});

describe('inspection due dates', () => {
  it('adds months as PostgreSQL does, clamping to the last day of the month', () => {
    expect(addMonthsIso('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsIso('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsIso('2025-11-15', 12)).toBe('2026-11-15');
    expect(addMonthsIso('2025-12-10', 1)).toBe('2026-01-10');
  });
  it('adds days across months and years', () => {
    expect(addDaysIso('2025-12-20', 30)).toBe('2026-01-19');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('counts from the last completed inspection, else from the registration date', () => {
    expect(nextInspectionDate('2025-03-10', '2020-01-01', 12)).toBe('2026-03-10');
    expect(nextInspectionDate(null, '2020-01-01', 12)).toBe('2021-01-01');
  });
  it('has no due date without an interval or a date to count from', () => {
    expect(nextInspectionDate('2025-03-10', null, null)).toBeNull();
    expect(nextInspectionDate(null, null, 12)).toBeNull();
  });
  it('is overdue before today, soon within 30 days, else on time', () => {
    const today = '2026-06-15';
    expect(inspectionDue('2026-06-14', today)).toBe('OVERDUE');
    expect(inspectionDue('2026-06-15', today)).toBe('SOON');
    expect(inspectionDue('2026-07-15', today)).toBe('SOON');
    expect(inspectionDue('2026-07-16', today)).toBe('OK');
    expect(inspectionDue(null, today)).toBeNull();
  });
});

describe('serial hint (spec 001 §5)', () => {
  it('keeps capitals, digits, hyphen and period and ignores the rest', () => {
    expect(filterSerialInput('ab-12.x y/z_')).toBe('AB-12.XYZ');
    expect(filterSerialInput('é!')).toBe('');
  });
});

describe('depot order transitions', () => {
  it('goes OPEN -> PLANNED -> IN_PROGRESS -> COMPLETED only', () => {
    expect(canMoveDepotOrder('OPEN', 'PLANNED')).toBe(true);
    expect(canMoveDepotOrder('PLANNED', 'IN_PROGRESS')).toBe(true);
    expect(canMoveDepotOrder('IN_PROGRESS', 'COMPLETED')).toBe(true);
    expect(canMoveDepotOrder('OPEN', 'COMPLETED')).toBe(false);
    expect(canMoveDepotOrder('PLANNED', 'OPEN')).toBe(false);
  });
  it('cancels any order that is not final, and nothing leaves a final status', () => {
    expect(canMoveDepotOrder('OPEN', 'CANCELLED')).toBe(true);
    expect(canMoveDepotOrder('IN_PROGRESS', 'CANCELLED')).toBe(true);
    expect(canMoveDepotOrder('COMPLETED', 'CANCELLED')).toBe(false);
    expect(canMoveDepotOrder('CANCELLED', 'OPEN')).toBe(false);
    expect(isFinalDepotStatus('COMPLETED')).toBe(true);
    expect(isFinalDepotStatus('PLANNED')).toBe(false);
  });
});

describe('a planned inspection after its due date (ours)', () => {
  it('flags a plan later than the due date, not one on or before it', () => {
    expect(isPlannedAfterDue('2026-12-06', '2026-10-22')).toBe(true);
    expect(isPlannedAfterDue('2026-10-22', '2026-10-22')).toBe(false);
    expect(isPlannedAfterDue('2026-09-01', '2026-10-22')).toBe(false);
    expect(isPlannedAfterDue(null, '2026-10-22')).toBe(false);
    expect(isPlannedAfterDue('2026-12-06', null)).toBe(false);
  });
});
