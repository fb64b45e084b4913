// The product overviews of Management info ('Hulpmiddelen op locatie', 'in depot'): the
// articles area's product lists with their filters (articles-repository.ts), and their
// charts per location, category or month of registration.
import type { TProductFilters, TProductPlacement } from '@portal/shared/contract/articles';
import type { TChart, TChartGroup } from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import { productsFilter, PRODUCTS_LIST } from './articles-repository.js';
import { findChart } from './management-charts.js';

export function findProductChart(
  db: TQueryable,
  organisationId: number,
  placement: TProductPlacement,
  filters: TProductFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  return findChart(db, {
    source: PRODUCTS_LIST,
    filter: productsFilter(organisationId, placement, filters),
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
