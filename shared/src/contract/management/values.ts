// The values of the management overviews (spec 001 §2.7, §5, §9): rental overview types and
// their pages, what a chart groups by, the rental cost form's first year.
import { z } from 'zod';
import { ZEnumAnyCase } from '../bounded.js';
import type { TManagementPage } from '../../access/management-routes.js';

/**
 * Rental overview types (spec 001 §2.7): DELIVER (delivered in the period, by start date)
 * and RETURN (returned in the period, by end date) on 'Verhuur'; ACTIVE (running now, by
 * start date) is forced on 'Actieve verhuurdossiers'.
 */
export const RENTAL_OVERVIEW_TYPES = ['DELIVER', 'RETURN', 'ACTIVE'] as const;
export const ZRentalOverviewType = ZEnumAnyCase(RENTAL_OVERVIEW_TYPES);
export type TRentalOverviewType = (typeof RENTAL_OVERVIEW_TYPES)[number];

/** The page a rental overview type is shown on. */
export function rentalOverviewPage(type: TRentalOverviewType): TManagementPage {
  return type === 'ACTIVE' ? 'activeRental' : 'rental';
}

/** The page a product overview is shown on. */
export function productOverviewPage(placement: 'location' | 'depot'): TManagementPage {
  return placement === 'location' ? 'productsLocation' : 'productsDepot';
}

/** What a chart groups by (ours): calendar months, article categories or locations. */
export const ZChartGroup = z.enum(['month', 'category', 'location']);
export type TChartGroup = z.infer<typeof ZChartGroup>;

/** First year of the rental cost form (spec 001 §5, §9). */
export const RENTAL_COST_FIRST_YEAR = 2023;
