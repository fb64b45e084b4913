import { describe, expect, it } from 'vitest';
import {
  chargedDays,
  monthsOfPeriod,
  rentalCostLines,
  type TCostCase,
  type TCostPeriod,
} from './rental-cost-rule.js';

const base: TCostCase = {
  id: 1,
  startDate: '2025-01-01',
  endDate: null,
  pricePerDayCents: 250,
  locationId: 10,
  departmentId: 100,
};
const TODAY = '2025-06-15';

describe('chargedDays', () => {
  it('charges every day of a whole month, both ends included', () => {
    expect(chargedDays({ ...base, endDate: '2025-12-31' }, '2025-03', TODAY)).toBe(31);
    expect(chargedDays({ ...base, endDate: '2025-12-31' }, '2025-02', TODAY)).toBe(28);
    expect(chargedDays({ ...base, startDate: '2024-01-01' }, '2024-02', TODAY)).toBe(29);
  });

  it('charges a partial month from the start date and through the end date', () => {
    expect(chargedDays({ ...base, startDate: '2025-03-10', endDate: null }, '2025-03', TODAY)).toBe(
      22,
    );
    expect(chargedDays({ ...base, endDate: '2025-03-10' }, '2025-03', TODAY)).toBe(10);
    // started and ended on one day: one day
    const oneDay = { ...base, startDate: '2025-03-10', endDate: '2025-03-10' };
    expect(chargedDays(oneDay, '2025-03', TODAY)).toBe(1);
    expect(chargedDays(oneDay, '2025-04', TODAY)).toBe(0);
  });

  it('charges a case without an end date through today, and nothing after today', () => {
    expect(chargedDays(base, '2025-06', TODAY)).toBe(15);
    expect(chargedDays(base, '2025-07', TODAY)).toBe(0);
    // a planned end after today counts only through today
    expect(chargedDays({ ...base, endDate: '2025-09-30' }, '2025-06', TODAY)).toBe(15);
  });

  it('charges nothing before the start, after the end, or without a start date', () => {
    expect(chargedDays({ ...base, startDate: '2025-04-01' }, '2025-03', TODAY)).toBe(0);
    expect(chargedDays({ ...base, endDate: '2025-02-28' }, '2025-03', TODAY)).toBe(0);
    expect(chargedDays({ ...base, startDate: null }, '2025-03', TODAY)).toBe(0);
  });
});

describe('monthsOfPeriod', () => {
  it('lists the months of a period over a year end', () => {
    expect(monthsOfPeriod('2024-11', '2025-02')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(monthsOfPeriod('2025-03', '2025-03')).toEqual(['2025-03']);
  });
});

describe('rentalCostLines', () => {
  const period: TCostPeriod = {
    from: '2025-02',
    to: '2025-07',
    today: TODAY,
    groupByLocation: false,
    groupByDepartment: false,
  };
  const cases: TCostCase[] = [
    // the whole period, running
    base,
    // March 10 to April 5, another location and department, a higher price
    {
      ...base,
      id: 2,
      startDate: '2025-03-10',
      endDate: '2025-04-05',
      pricePerDayCents: 725,
      locationId: 20,
      departmentId: 200,
    },
    // no price: days count, cost nothing
    { ...base, id: 3, startDate: '2025-05-31', endDate: '2025-06-01', pricePerDayCents: null },
  ];

  it('has a line per month of the period, zeros after today', () => {
    const lines = rentalCostLines(cases, period);
    expect(lines.map((line) => line.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
    ]);
    expect(lines[0]).toMatchObject({ numberOfCases: 1, rentalDays: 28, costCents: 28 * 250 });
    expect(lines[1]).toMatchObject({
      numberOfCases: 2,
      rentalDays: 31 + 22,
      costCents: 31 * 250 + 22 * 725,
    });
    expect(lines[2]).toMatchObject({
      numberOfCases: 2,
      rentalDays: 30 + 5,
      costCents: 30 * 250 + 5 * 725,
    });
    expect(lines[3]).toMatchObject({ numberOfCases: 2, rentalDays: 31 + 1, costCents: 31 * 250 });
    expect(lines[4]).toMatchObject({ numberOfCases: 2, rentalDays: 15 + 1, costCents: 15 * 250 });
    expect(lines[5]).toMatchObject({ numberOfCases: 0, rentalDays: 0, costCents: 0 });
  });

  it('groups per location, per department, or both, leaving out empty groups', () => {
    const byLocation = rentalCostLines(cases, { ...period, groupByLocation: true });
    expect(
      byLocation
        .filter((line) => line.month === '2025-03')
        .map(({ locationId, departmentId, costCents }) => ({
          locationId,
          departmentId,
          costCents,
        })),
    ).toEqual([
      { locationId: 10, departmentId: null, costCents: 31 * 250 },
      { locationId: 20, departmentId: null, costCents: 22 * 725 },
    ]);
    expect(byLocation.some((line) => line.month === '2025-07')).toBe(false);

    const byDepartment = rentalCostLines(cases, { ...period, groupByDepartment: true });
    expect(byDepartment.filter((line) => line.month === '2025-04')).toEqual([
      {
        month: '2025-04',
        locationId: null,
        departmentId: 100,
        numberOfCases: 1,
        rentalDays: 30,
        costCents: 30 * 250,
      },
      {
        month: '2025-04',
        locationId: null,
        departmentId: 200,
        numberOfCases: 1,
        rentalDays: 5,
        costCents: 5 * 725,
      },
    ]);

    const both = rentalCostLines(cases, {
      ...period,
      groupByLocation: true,
      groupByDepartment: true,
    });
    expect(both.filter((line) => line.month === '2025-05')).toEqual([
      expect.objectContaining({ locationId: 10, departmentId: 100, numberOfCases: 2 }),
    ]);
    // every grouping adds up to the same total
    const total = (lines: { costCents: number }[]) =>
      lines.reduce((sum, line) => sum + line.costCents, 0);
    const plain = total(rentalCostLines(cases, period));
    expect(total(byLocation)).toBe(plain);
    expect(total(byDepartment)).toBe(plain);
    expect(total(both)).toBe(plain);
  });
});
