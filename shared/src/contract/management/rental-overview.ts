// The rental overviews 'Verhuur' and 'Actieve verhuurdossiers' (spec 001 §3, §7): rows,
// category counts and chart.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZPaging } from '../envelope.js';
import { ZFlag } from '../global.js';
import { ZChartAnswer, chartOf } from './charts.js';
import {
  ZCategoryCount,
  ZOverviewAnswer,
  anyManagementPage,
  dateRange,
  noParams,
} from './overview-answers.js';
import { ZRentalOverviewType } from './values.js';

/** Rental overview row (spec 001 §3 Management), plus the fields marked ours. */
export const ZRentalOverviewRow = z.object({
  rentalCaseId: z.number().int(),
  displayName: z.string(),
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
  departmentRoom: z.string().nullable(),
  endUser: z.string().nullable(),
  contact: z.string().nullable(),
  companyName: z.string().nullable(),
  // Ours: as on the rental lists (1 = end user shown as 'Algemeen gebruik').
  generalUse: ZFlag,
  serialNumber: z.string().nullable(),
  categoryName: z.string().nullable(),
});
export type TRentalOverviewRow = z.infer<typeof ZRentalOverviewRow>;

/** Filters of the rental overviews: the period (start or end date by type), place, kind. */
export const ZRentalOverviewFilters = z.object({
  ...dateRange,
  /** A location and those below it. */
  locationId: ZId.nullable().optional(),
  /** A category and those below it. */
  categoryId: ZId.nullable().optional(),
});
export type TRentalOverviewFilters = z.infer<typeof ZRentalOverviewFilters>;

export const ZRentalOverviewRequest = z.object({
  tabType: ZRentalOverviewType,
  filters: ZPaging.extend(ZRentalOverviewFilters.shape),
});
export type TRentalOverviewRequest = z.input<typeof ZRentalOverviewRequest>;

export const getRentalOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rental',
  params: noParams,
  body: ZRentalOverviewRequest,
  response: ZOverviewAnswer({ cases: z.array(ZRentalOverviewRow) }),
  // why: DELIVER and RETURN are 'Verhuur', ACTIVE 'Actieve verhuurdossiers'; the api checks
  // the page of the type asked (rentalOverviewPage).
  access: anyManagementPage('rental', 'activeRental'),
});

export const getRentalCategoryCountsCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rental-category',
  params: noParams,
  body: ZRentalOverviewRequest,
  response: ZOverviewAnswer({ items: z.array(ZCategoryCount) }),
  access: anyManagementPage('rental', 'activeRental'),
});

export const getRentalChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rental/chart',
  params: noParams,
  body: chartOf({ tabType: ZRentalOverviewType, filters: ZRentalOverviewFilters }),
  response: ZChartAnswer,
  access: anyManagementPage('rental', 'activeRental'),
  lane: 'list',
});
