/**
 * The search form of a management overview (spec 001 §2.7, §5): what it holds, what it
 * starts with, and the check before a search is sent. Dates go back 125 years with no
 * maximum (OVERVIEW_DATE_RANGE, checked by the date field itself, whose message is passed
 * in); the date-by-date overviews require their day; an end before the start is refused as
 * the api refuses it.
 */
import type { TRentalOverviewType } from '@portal/shared/contract/management';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { EMPTY_LIST_QUERY, type TListQueryValues } from '@portal/shared/ui/lists';

/** The fields a search form can show. */
export type TSearchField = 'rentalType' | 'period' | 'date' | 'location' | 'formType';

/** The date fields, each with the date field's own message when what was typed is wrong. */
export type TDateFieldName = 'dateFrom' | 'dateTo' | 'date';

/** What a search holds, as kept per overview (filters storage): '' is not chosen. */
export type TOverviewSearch = TListQueryValues & {
  rentalType: Exclude<TRentalOverviewType, 'ACTIVE'>;
  dateFrom: string;
  dateTo: string;
  date: string;
  locationId: string;
  formType: string;
};

/** 'yyyy-MM-dd' of a day in the browser's calendar. */
function isoDay(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * What a search starts with (ours, the spec is silent): the period from the first of
 * January of this year (open end), the day today, delivered rental: so every overview shows
 * this year's figures the moment it opens.
 */
export function defaultOverviewSearch(now: Date = new Date()): TOverviewSearch {
  return {
    ...EMPTY_LIST_QUERY,
    rentalType: 'DELIVER',
    dateFrom: `${now.getFullYear()}-01-01`,
    dateTo: '',
    date: isoDay(now),
    locationId: '',
    formType: '',
  };
}

export type TSearchErrors = Partial<Record<TDateFieldName, string>>;

/**
 * The refusals of a search before it is sent: each date field's own message (a wrong day,
 * month or a year more than 125 years back), 'Verplicht veld' for an empty day on a
 * date-by-date overview, and an end before the start.
 */
export function validateOverviewSearch(
  fields: readonly TSearchField[],
  values: Pick<TOverviewSearch, TDateFieldName>,
  dateMessages: Partial<Record<TDateFieldName, string | null>>,
): TSearchErrors {
  const errors: TSearchErrors = {};
  const names: TDateFieldName[] = [
    ...(fields.includes('period') ? (['dateFrom', 'dateTo'] as const) : []),
    ...(fields.includes('date') ? (['date'] as const) : []),
  ];
  for (const name of names) {
    const message = dateMessages[name];
    if (message) errors[name] = message;
  }
  if (fields.includes('date') && !errors.date && values.date === '') {
    errors.date = MESSAGES.required;
  }
  if (
    fields.includes('period') &&
    !errors.dateFrom &&
    !errors.dateTo &&
    values.dateFrom !== '' &&
    values.dateTo !== '' &&
    values.dateTo < values.dateFrom
  ) {
    errors.dateTo = MANAGEMENT_TEXTS.dateRangeReversed;
  }
  return errors;
}

/** The period of a search as the calls take it. */
export function periodOf(search: TOverviewSearch) {
  return { dateFrom: search.dateFrom || null, dateTo: search.dateTo || null };
}
