import { describe, expect, it } from 'vitest';
import { defaultOverviewSearch, validateOverviewSearch } from './overview-search';

const EMPTY = { dateFrom: '', dateTo: '', date: '' };

describe('the overview search rules (spec 001 §5)', () => {
  it('requires the day on a date-by-date overview, and only there', () => {
    expect(validateOverviewSearch(['date', 'location'], EMPTY, {})).toEqual({
      date: 'Verplicht veld',
    });
    expect(validateOverviewSearch(['period', 'location'], EMPTY, {})).toEqual({});
  });

  it("passes on the date field's own message (a year more than 125 years back)", () => {
    expect(
      validateOverviewSearch(['period'], EMPTY, { dateFrom: 'Ongeldig jaartal (1901 - 9999)' }),
    ).toEqual({ dateFrom: 'Ongeldig jaartal (1901 - 9999)' });
    expect(validateOverviewSearch(['date'], EMPTY, { date: 'Ongeldige dag' })).toEqual({
      date: 'Ongeldige dag',
    });
  });

  it('refuses an end before the start, not an open end or a far future', () => {
    const period = { ...EMPTY, dateFrom: '2026-03-01', dateTo: '2026-02-28' };
    expect(validateOverviewSearch(['period'], period, {})).toEqual({
      dateTo: 'De einddatum ligt voor de begindatum',
    });
    expect(validateOverviewSearch(['period'], { ...period, dateTo: '' }, {})).toEqual({});
    expect(validateOverviewSearch(['period'], { ...period, dateTo: '2300-01-01' }, {})).toEqual({});
  });

  it('starts with this year and today', () => {
    const search = defaultOverviewSearch(new Date(2026, 10, 26));
    expect(search).toMatchObject({ dateFrom: '2026-01-01', dateTo: '', date: '2026-11-26' });
  });
});
