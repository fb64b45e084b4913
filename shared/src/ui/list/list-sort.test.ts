import { describe, expect, it } from 'vitest';
import {
  currentOrder,
  headerSort,
  nextOrder,
  orderOfOption,
  sortOptions,
  sortOptionValue,
} from './list-sort.js';
import type { TListColumn } from './responsive-list.js';

type TColumn = Pick<
  TListColumn<never>,
  'key' | 'header' | 'kind' | 'sortBy' | 'sortAs' | 'sortFirst'
>;

const columns: TColumn[] = [
  { key: 'rentalCaseId', header: 'Dossiernummer', kind: 'number', sortBy: 'rentalCaseId' },
  { key: 'displayName', header: 'Artikel', sortBy: 'displayName' },
  { key: 'startDate', header: 'Startdatum', kind: 'date', sortBy: 'startDate' },
  { key: 'endUser', header: 'Eindgebruiker' },
];
const own = { column: 'startDate', direction: 'desc' as const };
const none = { sortBy: '', sortDirection: '' };

describe('the order of a list', () => {
  it("shows the list's own order on its column's header", () => {
    expect(currentOrder(columns, none, own)).toEqual({ key: 'startDate', direction: 'desc' });
    const sort = headerSort(columns[2] as TColumn, columns, none, own, () => undefined);
    expect(sort.direction).toBe('descending');
    expect(headerSort(columns[1] as TColumn, columns, none, own, () => undefined).direction).toBe(
      'none',
    );
    expect(currentOrder(columns, none, { label: 'Laatst geregistreerd eerst' })).toBeNull();
  });

  it('orders by a tapped header, text from A and dates newest first, then the other way', () => {
    expect(nextOrder(columns[1] as TColumn, columns, none, own)).toEqual({
      sortBy: 'displayName',
      sortDirection: 'asc',
    });
    const byName = { sortBy: 'displayName', sortDirection: 'asc' };
    expect(nextOrder(columns[1] as TColumn, columns, byName, own)).toEqual({
      sortBy: 'displayName',
      sortDirection: 'desc',
    });
    // the own order's column turns around at the first tap
    expect(nextOrder(columns[2] as TColumn, columns, none, own)).toEqual({
      sortBy: 'startDate',
      sortDirection: 'asc',
    });
    expect(nextOrder(columns[2] as TColumn, columns, byName, own)).toEqual({
      sortBy: 'startDate',
      sortDirection: 'desc',
    });
  });

  it("names each order in 'Sorteren' and never shows one order twice", () => {
    expect(sortOptions(columns, own)).toEqual([
      { value: '', label: 'Startdatum, laatste eerst' },
      { value: 'rentalCaseId:asc', label: 'Dossiernummer, laagste eerst' },
      { value: 'rentalCaseId:desc', label: 'Dossiernummer, hoogste eerst' },
      { value: 'displayName:asc', label: 'Artikel, A tot Z' },
      { value: 'displayName:desc', label: 'Artikel, Z tot A' },
      { value: 'startDate:asc', label: 'Startdatum, vroegste eerst' },
    ]);
    const due: TColumn = {
      key: 'nextInspection',
      header: 'Volgende keuring',
      sortBy: 'nextInspection',
      sortAs: 'date',
      sortFirst: 'asc',
    };
    expect(sortOptions([due], undefined).slice(1)).toEqual([
      { value: 'nextInspection:asc', label: 'Volgende keuring, vroegste eerst' },
      { value: 'nextInspection:desc', label: 'Volgende keuring, laatste eerst' },
    ]);
    expect(nextOrder(due, [due], none, undefined).sortDirection).toBe('asc');
    expect(sortOptions(columns, { label: 'Laatst geregistreerd eerst' })[0]).toEqual({
      value: '',
      label: 'Laatst geregistreerd eerst',
    });
  });

  it('selects what the list is in now: its own order however it was chosen', () => {
    expect(sortOptionValue(columns, none, own)).toBe('');
    expect(sortOptionValue(columns, { sortBy: 'startDate', sortDirection: 'desc' }, own)).toBe('');
    expect(sortOptionValue(columns, { sortBy: 'displayName', sortDirection: 'desc' }, own)).toBe(
      'displayName:desc',
    );
    // an order this tab does not have (another tab's column) is the own order
    expect(sortOptionValue(columns, { sortBy: 'endDate', sortDirection: 'desc' }, own)).toBe('');
    expect(orderOfOption('displayName:desc')).toEqual({
      sortBy: 'displayName',
      sortDirection: 'desc',
    });
    expect(orderOfOption('')).toEqual(none);
  });
});
