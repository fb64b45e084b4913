// The rental cost file (POST /customer/management/overviews/excel, the rental costs): a line
// per month and location or department, costs in euro, the same lines as the screen's JSON,
// and the spec's refusals of a year out of range and a missing location.
import type { TRentalCostRow } from '@portal/shared/contract/management';
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  anna,
  download,
  expectTyped,
  setUpManagementDownloadTests,
  spreadsheet,
  t,
  topLocation,
} from './management-download-context.js';

setUpManagementDownloadTests();

/** From January of `fromYear` to this month, at the top location, with `grouping`. */
function periodUpToNow(fromYear: number, grouping: Record<string, boolean> = {}) {
  return {
    fromMonth: 1,
    fromYear,
    toMonth: Number(todayIso().slice(5, 7)),
    toYear: Number(todayIso().slice(0, 4)),
    locationId: topLocation,
    ...grouping,
  };
}

/** What the screen gets for the same filters as the file. */
async function screenLines(filters: object) {
  const answer = await t.call('POST', '/customer/management/rentalcost', {
    token: anna,
    body: filters,
  });
  return answer.json.response as { rows: TRentalCostRow[]; totalCostCents: number };
}

describe('the rental cost file', () => {
  it('a line per month and location, costs in euro, the chosen location named', async () => {
    const year = Number(todayIso().slice(0, 4));
    const filters = periodUpToNow(year, { groupByLocation: true });
    const sheet = await spreadsheet({ documentType: 'rentalcost', filters });
    const { rows } = await screenLines(filters);
    expect(rows.length).toBeGreaterThan(0);
    expect(sheet.header).toEqual([
      MANAGEMENT_TEXTS.rentalCostColumns.month,
      MANAGEMENT_TEXTS.rentalCostColumns.location,
      MANAGEMENT_TEXTS.rentalCostColumns.numberOfCases,
      MANAGEMENT_TEXTS.rentalCostColumns.rentalDays,
      MANAGEMENT_TEXTS.rentalCostColumns.cost,
    ]);
    expect(sheet.rows.map((cells) => cells[4])).toEqual(rows.map((line) => line.costCents / 100));
    expect(sheet.rows[0]?.[0]).toEqual(new Date(`${rows[0]?.month}-01T00:00:00Z`));
    expect(sheet.numFmt(5)).toBe(MANAGEMENT_TEXTS.excel.euroFormat);
    expect(sheet.numFmt(1)).toBe(MANAGEMENT_TEXTS.excel.monthFormat);
    const month = String(filters.toMonth).padStart(2, '0');
    expect(sheet.fileName).toBe(`verhuurkosten-${year}-01-tot-en-met-${year}-${month}.xlsx`);
    expectTyped(sheet, 5);
  });

  it('the screen gets the lines of the file: every cell, per month only, the location named', async () => {
    const filters = periodUpToNow(Number(todayIso().slice(0, 4)) - 1);
    const sheet = await spreadsheet({ documentType: 'rentalcost', filters });
    const { rows, totalCostCents } = await screenLines(filters);
    expect(rows).toHaveLength(12 + filters.toMonth);
    expect(rows.every((row) => row.location === 'Woonzorgcentrum De Linde')).toBe(true);
    expect(sheet.rows).toEqual(
      rows.map((row) => [
        new Date(`${row.month}-01T00:00:00Z`),
        row.location,
        row.numberOfCases,
        row.rentalDays,
        row.costCents / 100,
      ]),
    );
    expect(totalCostCents).toBe(rows.reduce((sum, row) => sum + row.costCents, 0));
    expect(totalCostCents).toBeGreaterThan(0);
  });

  it("a line per department names the department's own location, in the file and the JSON", async () => {
    const year = Number(todayIso().slice(0, 4));
    const filters = periodUpToNow(year, { groupByDepartment: true });
    // A case of this year in the department of a child location (seed: Paviljoen Noord).
    const [place] = await t.db.query<{ departmentId: number; location: string; top: string }>(
      `SELECT d.id AS "departmentId", l.name AS location, top.name AS top
       FROM departments d JOIN locations l ON l.id = d.location_id
       JOIN locations top ON top.id = l.parent_id
       WHERE top.id = $1 AND d.name = 'Kortdurende opname'`,
      [topLocation],
    );
    expect(place).toMatchObject({ location: 'Paviljoen Noord' });
    const [added] = await t.db.query<{ id: number }>(
      `INSERT INTO rental_cases (organisation_id, display_name, barcode, status, location_id,
         department_id, start_date, price_per_day_cents)
       SELECT d.organisation_id, 'Hoog-laagbed', 'VH-TEST-AFD-1', 'ACTIVE', d.location_id, d.id,
         $2::date, 250
       FROM departments d WHERE d.id = $1 RETURNING id`,
      [place?.departmentId ?? 0, `${year}-01-01`],
    );
    onTestFinished(async () => {
      await t.db.query('DELETE FROM rental_cases WHERE id = $1', [added?.id ?? 0]);
    });
    const { rows } = await screenLines(filters);
    const ours = rows.filter((row) => row.departmentId === place?.departmentId);
    expect(ours.length).toBeGreaterThan(0);
    for (const row of ours)
      expect(row).toMatchObject({ location: 'Paviljoen Noord', locationId: null });
    const sheet = await spreadsheet({ documentType: 'rentalcost', filters });
    expect(sheet.header.slice(0, 3)).toEqual([
      MANAGEMENT_TEXTS.rentalCostColumns.month,
      MANAGEMENT_TEXTS.rentalCostColumns.location,
      MANAGEMENT_TEXTS.rentalCostColumns.department,
    ]);
    const lines = sheet.rows.filter((cells) => cells[2] === 'Kortdurende opname');
    expect(lines.length).toBe(ours.length);
    for (const cells of lines) expect(cells[1]).toBe('Paviljoen Noord');
    expect(lines.some((cells) => cells[1] === place?.top)).toBe(false);
  });

  it("refuses a year out of range and a missing location with the spec's messages", async () => {
    const year = Number(todayIso().slice(0, 4));
    const answer = await download({
      documentType: 'rentalcost',
      filters: { fromMonth: 1, fromYear: year + 1, toMonth: 2, toYear: year + 1 },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          'filters.fromYear': MESSAGES.invalidYear(2023, year),
          'filters.toYear': MESSAGES.invalidYear(2023, year),
          'filters.locationId': 'Selecteer een locatie',
        },
      },
    });
    const before = await download({
      documentType: 'rentalcost',
      filters: { fromMonth: 1, fromYear: 2022, toMonth: 2, toYear: 2023, locationId: topLocation },
    });
    expect(before.json()).toMatchObject({
      response: { fields: { 'filters.fromYear': MESSAGES.invalidYear(2023, year) } },
    });
    const reversed = await download({
      documentType: 'rentalcost',
      filters: { fromMonth: 5, fromYear: 2024, toMonth: 2, toYear: 2024, locationId: topLocation },
    });
    expect(reversed.json()).toMatchObject({
      response: { fields: { 'filters.toMonth': MANAGEMENT_TEXTS.periodReversed } },
    });
  });
});
