// The product overviews of Management info ('Hulpmiddelen op locatie', 'in depot'): the
// articles area's product lists with their filters (articles-repository.ts), and their
// charts per location, category or month of registration.
import type { TProductFilters, TProductPlacement } from '@portal/shared/contract/articles';
import type { TChart, TChartGroup } from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import { countGroups } from '../db/grouped-counts.js';
import { productsFilter, PRODUCTS_LIST } from './articles-repository.js';
import { namedPoints, perCategory } from './group-names.js';
import { findChart } from './management-charts.js';

/** Whether the product filters narrow the list beyond its placement (and the sort). */
function isNarrowed({
  sort: _sort,
  sortBy: _sortBy,
  sortDirection: _sortDirection,
  ...filters
}: TProductFilters): boolean {
  return Object.values(filters).some(
    (value) => value !== null && value !== undefined && value !== '',
  );
}

export async function findProductChart(
  db: TQueryable,
  organisationId: number,
  placement: TProductPlacement,
  filters: TProductFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  const filter = productsFilter(organisationId, placement, filters);
  const fromCounters =
    !isNarrowed(filters) &&
    (groupBy === 'category' || (groupBy === 'location' && placement === 'location'));
  if (fromCounters) {
    // why: a whole placement per category or location is its counters (migrations 009, 019).
    const part = groupBy === 'category' ? 'article' : 'location';
    const counts = await countGroups(db, {
      counters: {
        list: part === 'article' ? 'products.article_id' : 'products.location_id',
        organisationId,
        tabs: [placement],
        parts: [part],
      },
      table: 'products',
      alias: 'p',
      filter,
      columns: {},
      period: null,
      groupBy: [part],
    });
    const kind = groupBy === 'category' ? 'category' : 'location';
    const named = kind === 'category' ? await perCategory(db, counts) : counts;
    return { groupBy, points: await namedPoints(db, organisationId, kind, named) };
  }
  return findChart(db, {
    source: PRODUCTS_LIST,
    filter,
    grouping: {
      month: `date_trunc('month', coalesce(p.registration_date, '-infinity'::date)::timestamp)::date`,
      category: {
        key: 'a.category_id',
        label: 'ac.title',
        joins: `JOIN articles a ON a.id = p.article_id
          LEFT JOIN article_categories ac ON ac.id = a.category_id`,
      },
      location: {
        key: `coalesce(p.location_id::text, 'depot-' || p.warehouse_id)`,
        label: 'coalesce(l.name, w.name)',
        joins: `LEFT JOIN locations l ON l.id = p.location_id AND l.organisation_id = p.organisation_id
          LEFT JOIN warehouses w ON w.id = p.warehouse_id`,
      },
    },
    groupBy,
    period: {
      from: filters.registrationDateFrom ?? null,
      to: filters.registrationDateTo ?? null,
    },
  });
}
