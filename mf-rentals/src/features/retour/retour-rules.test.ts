import type { TRetourCase } from '@portal/shared/contract/rentals';
import { describe, expect, it } from 'vitest';
import { isSameRoom, matchesRetourSearch, orderRetourCases } from './retour-rules';

const aCase = (
  rentalCaseId: number,
  departmentRoom: string | null,
  endUser = null,
): TRetourCase => ({
  rentalCaseId,
  articleName: 'Hoog-laagbed',
  serialNumber: `SN-${rentalCaseId}`,
  startDate: null,
  location: 'De Linde',
  departmentRoom,
  endUser,
  isChecked: false,
});

describe('retour step 1 (issue 38)', () => {
  const cases = [
    aCase(35, 'Kamer 10'),
    aCase(2, 'Kamer 102'),
    aCase(7, null),
    aCase(4, 'Kamer 9'),
    aCase(9, 'Kamer 102'),
  ];

  it('puts the case the flow began at first, its room next, then the rest by room', () => {
    expect(orderRetourCases(cases, 2).map((item) => item.rentalCaseId)).toEqual([2, 9, 4, 35, 7]);
    expect(isSameRoom(cases, aCase(9, 'Kamer 102'), 2)).toBe(true);
    expect(isSameRoom(cases, aCase(2, 'Kamer 102'), 2)).toBe(false);
  });

  it('finds a case by every word typed, in any of its facts', () => {
    expect(
      cases
        .filter((item) => matchesRetourSearch(item, 'kamer 102'))
        .map((item) => item.rentalCaseId),
    ).toEqual([2, 9]);
    expect(
      cases.filter((item) => matchesRetourSearch(item, '35')).map((item) => item.rentalCaseId),
    ).toEqual([35]);
    expect(cases.filter((item) => matchesRetourSearch(item, '  '))).toHaveLength(5);
  });
});
