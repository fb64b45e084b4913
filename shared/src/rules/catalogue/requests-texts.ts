/**
 * The customer requests area's section of the one Dutch message catalogue (see ./index.ts).
 * The lists' columns, fields, type and status labels are in MESSAGES (`request*`), since
 * the api's CLI and the other areas use them too. Here: the area's title and its tabs'
 * titles, shown when no stored routes tree gives them (the same titles as
 * access/route-table.ts, spec 000 §2.2).
 */
import type { TRequestTab } from '../../contract/requests.js';

export const REQUESTS_TEXTS = {
  areaTitle: 'Aanvragen',
  tabs: {
    open: 'Open',
    processing: 'In behandeling',
    archive: 'Archief',
  } satisfies Record<TRequestTab, string>,
  // ours (issue 23): what the search field looks in (api/src/db/README.md "Search")
  searchHint: 'Aanvraagnummer, hulpmiddel, cliënt, kamer of opmerking',
  /** The file the Excel of a tab downloads as (its sheet is named areaTitle). */
  excelFileName: (tab: TRequestTab) =>
    `aanvragen-${({ open: 'open', processing: 'in-behandeling', archive: 'archief' } as const)[tab]}.xlsx`,
} as const;
