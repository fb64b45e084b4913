import type { TRentalCase } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endUserText, rentalCaseColumns } from './rental-case-columns';

function visibleHeaders(tab: 'active' | 'waiting' | 'archive') {
  return rentalCaseColumns(tab)
    .filter((column) => !column.hideWhen)
    .map((column) => column.header);
}

const row: TRentalCase = {
  rentalCaseId: 12,
  displayName: 'Hoog-laagbed',
  startDate: '2024-03-07',
  endDate: '2025-01-31',
  departmentRoom: 'Noord / 12',
  endUser: 'Mevr. Jansen',
  companyName: 'De Linde',
  generalUse: 0,
};

describe('rental overview columns (spec 001 §2.3)', () => {
  it('shows all seven on the archive', () => {
    expect(visibleHeaders('archive')).toEqual([
      'Dossiernummer',
      'Artikel',
      'Startdatum',
      'Einddatum',
      'Afdeling/kamer',
      'Eindgebruiker',
      'Locatie',
    ]);
  });

  it('hides the end date on active', () => {
    expect(visibleHeaders('active')).toEqual([
      'Dossiernummer',
      'Artikel',
      'Startdatum',
      'Afdeling/kamer',
      'Eindgebruiker',
      'Locatie',
    ]);
  });

  it('hides start date, end date and department/room on waiting', () => {
    expect(visibleHeaders('waiting')).toEqual([
      'Dossiernummer',
      'Artikel',
      'Eindgebruiker',
      'Locatie',
    ]);
  });

  it("shows 'Algemeen gebruik' as end user when generalUse is 1", () => {
    expect(MESSAGES.generalUse).toBe('Algemeen gebruik');
    expect(endUserText({ ...row, generalUse: 1 })).toBe('Algemeen gebruik');
    expect(endUserText(row)).toBe('Mevr. Jansen');
    expect(endUserText({ ...row, endUser: null })).toBe('');
  });

  it('shows dates as dd-MM-yyyy in columns that never wrap', () => {
    const start = rentalCaseColumns('archive').find((column) => column.key === 'startDate');
    render(<>{start?.render(row)}</>);
    expect(screen.getByText('07-03-2024')).toBeInTheDocument();
    expect(start?.kind).toBe('date');
    expect(rentalCaseColumns('archive')[0]?.kind).toBe('number');
  });
});
