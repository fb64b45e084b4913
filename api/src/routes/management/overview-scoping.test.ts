// Management info's overviews across organisations and dates: another organisation's rows
// never show, and bad dates are refused with the date field's Dutch messages.
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { describe, expect, it } from 'vitest';
import {
  allPages,
  carla,
  expected,
  ids,
  linde,
  oost,
  overview,
  setUpOverviewTests,
  topLocation,
} from './overview-context.js';

setUpOverviewTests();

describe('scoping and checks', () => {
  it("shows Thuiszorg Oost none of De Linde's rows", async () => {
    const lindeCases = new Set(
      await expected('SELECT id FROM rental_cases WHERE organisation_id = $1', [linde]),
    );
    const oostRows = await allPages('rental', { tabType: 'DELIVER', filters: {} }, 'cases', carla);
    expect(oostRows.length).toBeGreaterThan(0);
    expect(oostRows.some((row) => lindeCases.has(row.rentalCaseId as number))).toBe(false);
    const oostIds = await expected('SELECT id FROM rental_cases WHERE organisation_id = $1', [
      oost,
    ]);
    expect(ids(oostRows, 'rentalCaseId').sort()).toEqual([...oostIds].sort());
    // De Linde's location as a filter finds nothing for Thuiszorg Oost
    const foreign = await allPages(
      'rental',
      { tabType: 'DELIVER', filters: { locationId: topLocation } },
      'cases',
      carla,
    );
    expect(foreign).toEqual([]);
    const repairs = await allPages('repairs', { filters: {} }, 'repairs', carla);
    const lindeRepairs = new Set(
      await expected('SELECT id FROM repairs WHERE organisation_id = $1', [linde]),
    );
    expect(repairs.some((row) => lindeRepairs.has(row.repairId as number))).toBe(false);
  });

  it('refuses impossible dates, years more than 125 years back and a reversed period', async () => {
    const minYear = Number(todayIso().slice(0, 4)) - 125;
    const refused = async (filters: Record<string, unknown>) =>
      (
        await overview('rental', {
          tabType: 'DELIVER',
          filters: { limitOffset: 1, limitRows: 10, ...filters },
        })
      ).response;
    expect(await refused({ dateFrom: '2025-02-30' })).toEqual({
      fields: {
        'filters.dateFrom': MESSAGES.invalidValue,
      },
    });
    expect(await refused({ dateTo: `${minYear - 1}-06-01` })).toEqual({
      fields: { 'filters.dateTo': MESSAGES.invalidYear(minYear, 9999) },
    });
    expect(await refused({ dateFrom: '2025-06-01', dateTo: '2025-05-31' })).toEqual({
      fields: { 'filters.dateTo': MANAGEMENT_TEXTS.dateRangeReversed },
    });
    // no maximum: a date far ahead is a search like any other
    const ahead = await overview('rental', {
      tabType: 'DELIVER',
      filters: { limitOffset: 1, limitRows: 10, dateFrom: '2999-01-01' },
    });
    expect(ahead).toMatchObject({ status: 'success', response: { totalCount: 0, cases: [] } });
    const day = await overview('rentaldate', {
      filters: { limitOffset: 1, limitRows: 10, date: `${minYear - 1}-01-01` },
    });
    expect(day.response).toEqual({
      fields: { 'filters.date': MESSAGES.invalidYear(minYear, 9999) },
    });
  });
});
