// Ours (issue 23): what every list call takes beside the spec's filters: one free search
// field (`search`) and an order by one of the list's columns (`sortBy`, `sortDirection`).
// All optional and bounded; without them a list answers as the spec's call does. What each
// list searches and sorts by is in api/src/db/README.md "Search", "Orders".
import { z } from 'zod';
import { TEXT_LIMITS, ZText } from './bounded.js';

/** The free search term of a list (a serial, QR code, client, room, number, ...). */
export const ZListSearch = ZText(TEXT_LIMITS.short);

/**
 * The fewest characters of a text search the server's trigram index can narrow (pg_trgm
 * finds no trigram in fewer); a shorter term is still answered, by reading the whole tab.
 * The shared search field waits for this many, unless a number is typed.
 */
export const MIN_SEARCH_LENGTH = 3;

/** The direction of a list's order. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const ZSortDirection = z.enum(SORT_DIRECTIONS);
export type TSortDirection = z.infer<typeof ZSortDirection>;

/**
 * The search and order fields of a list call whose sortable columns are `sortKeys` (the
 * contract's names of those columns). Null counts as absent: the list's own order.
 */
export function listQueryShape<const T extends readonly [string, ...string[]]>(sortKeys: T) {
  return {
    search: ZListSearch.nullable().optional(),
    sortBy: z.enum(sortKeys).nullable().optional(),
    sortDirection: ZSortDirection.nullable().optional(),
  };
}

/** What a list call carries of search and order (the output of listQueryShape). */
export type TListQuery<K extends string = string> = {
  search?: string | null | undefined;
  sortBy?: K | null | undefined;
  sortDirection?: TSortDirection | null | undefined;
};

/** The sortable columns of each list call (their names in the contract's rows). */
export const LIST_SORT_KEYS = {
  rentalCases: ['rentalCaseId', 'displayName', 'startDate', 'endDate'],
  products: ['articleName', 'serialNumber', 'nextInspection', 'registrationDate', 'startDate'],
  inspections: ['nextInspection', 'serialNumber', 'inspectDate', 'inspectionNumber'],
  repairs: ['repairNumber', 'createDate', 'repairDate'],
  depotCases: ['name', 'createDate', 'handleDate'],
  customerRequests: ['customerRequestId', 'createDate'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
