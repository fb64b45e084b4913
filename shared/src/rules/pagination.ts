/** Paging of spec 000 §9: 10 rows a page, offset page*10-9, and the pagination items. */
import { PAGE_SIZE } from './constants.js';

/** The paging fields every list call sends. */
export type TPageLimits = { limitOffset: number; limitRows: number };

/** Page (1-based) to `{ limitOffset: page*10-9, limitRows: 10 }`. */
export function pageToLimits(page: number): TPageLimits {
  const safePage = Math.max(1, Math.trunc(page) || 1);
  return { limitOffset: safePage * PAGE_SIZE - (PAGE_SIZE - 1), limitRows: PAGE_SIZE };
}

/** Number of pages for `totalItems` (at least 1). */
export function pageCount(totalItems: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
}

/** One item of a pagination bar: a page number or a gap. */
export type TPaginationItem = number | 'dots';

/** Pages above this count are shown with dots. */
export const PAGINATION_ALL_PAGES_MAX = 6;

/**
 * The items of the pagination bar (spec 000 §9, exactly): nothing when totalItems <= page
 * size; every page when there are at most 6; else the first, the last, the current page
 * with one sibling each side, and 'dots' for every gap (also a gap of one page), so the bar
 * never holds more than five numbers and fits one line on a 360 px phone.
 */
export function getPaginationItems(
  currentPage: number,
  totalItems: number,
  pageSize: number = PAGE_SIZE,
): TPaginationItem[] {
  if (totalItems <= pageSize) return [];
  const total = pageCount(totalItems, pageSize);
  if (total <= PAGINATION_ALL_PAGES_MAX) {
    return Array.from({ length: total }, (_, index) => index + 1);
  }
  const current = Math.min(Math.max(1, Math.trunc(currentPage) || 1), total);
  const pages = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  const items: TPaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous > 1) items.push('dots');
    items.push(page);
    previous = page;
  }
  return items;
}
