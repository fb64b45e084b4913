import { describe, expect, it } from 'vitest';
import {
  defaultRentalCostForm,
  rentalCostPoints,
  rentalCostYears,
  toRentalCostRequest,
  validateRentalCost,
} from './rental-cost-rules';

const NOW = new Date(2026, 10, 26);
const VALID = { ...defaultRentalCostForm(NOW), locationId: '12' };

describe('the rental cost form (spec 001 §5)', () => {
  it('offers the years 2023 to this year', () => {
    expect(rentalCostYears(NOW)).toEqual([2023, 2024, 2025, 2026]);
  });

  it('requires months, years and a location, with the spec messages', () => {
    expect(validateRentalCost(VALID, NOW)).toEqual({});
    expect(
      validateRentalCost({ ...VALID, fromMonth: '', toYear: '', locationId: '' }, NOW),
    ).toEqual({
      fromMonth: 'Verplicht veld',
      toYear: 'Verplicht veld',
      locationId: 'Selecteer een locatie',
    });
  });

  it('refuses a year outside 2023 to this year, a month outside 1-12 and an end before the start', () => {
    expect(validateRentalCost({ ...VALID, fromYear: '2022' }, NOW)).toEqual({
      fromYear: 'Ongeldig jaartal (2023 - 2026)',
    });
    expect(validateRentalCost({ ...VALID, toYear: '2027' }, NOW)).toEqual({
      toYear: 'Ongeldig jaartal (2023 - 2026)',
    });
    expect(validateRentalCost({ ...VALID, toMonth: '13' }, NOW)).toEqual({
      toMonth: 'Ongeldige maand',
    });
    expect(
      validateRentalCost(
        { ...VALID, fromMonth: '5', fromYear: '2026', toMonth: '4', toYear: '2026' },
        NOW,
      ),
    ).toEqual({ toMonth: 'De eindmaand ligt voor de beginmaand' });
    expect(
      validateRentalCost(
        { ...VALID, fromMonth: '12', fromYear: '2025', toMonth: '1', toYear: '2026' },
        NOW,
      ),
    ).toEqual({});
  });

  it('sends numbers and the grouping', () => {
    expect(toRentalCostRequest({ ...VALID, groupByDepartment: true })).toEqual({
      fromMonth: 1,
      fromYear: 2026,
      toMonth: 11,
      toYear: 2026,
      locationId: 12,
      groupByLocation: false,
      groupByDepartment: true,
    });
  });

  it('charts the cost per month, or per location largest first', () => {
    const row = {
      departmentId: null,
      department: null,
      numberOfCases: 1,
      rentalDays: 10,
      priceDisplay: '',
    };
    const rows = [
      { ...row, month: '2026-01', locationId: 1, location: 'Anker', costCents: 100 },
      { ...row, month: '2026-01', locationId: 2, location: 'Linde', costCents: 300 },
      { ...row, month: '2026-02', locationId: 1, location: 'Anker', costCents: 50 },
    ];
    expect(rentalCostPoints(rows, false)).toEqual({
      per: 'month',
      points: [
        { key: '2026-01', label: 'Januari 2026', cents: 400 },
        { key: '2026-02', label: 'Februari 2026', cents: 50 },
      ],
    });
    expect(rentalCostPoints(rows, true).points.map((point) => [point.label, point.cents])).toEqual([
      ['Linde', 300],
      ['Anker', 150],
    ]);
  });
});
