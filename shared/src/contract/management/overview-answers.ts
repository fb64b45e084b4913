// What every management overview shares: its access by page (spec 000 §2.2, all level 1),
// its answer of rows, total and file name, its date range and the category counts.
import { z } from 'zod';
import { ZIsoDate } from '../bounded.js';
import { ZEnvelope } from '../envelope.js';
import { MANAGEMENT_ROUTES, type TManagementPage } from '../../access/management-routes.js';

/** Category counts (spec 001 §3): per company (location) and category. */
export const ZCategoryCount = z.object({
  companyName: z.string().nullable(),
  numberOfProducts: z.number().int(),
  categoryName: z.string().nullable(),
  // Ours: the ids, to link a count to the overview filtered on it.
  locationId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
});
export type TCategoryCount = z.infer<typeof ZCategoryCount>;

/**
 * A date range of an overview (spec 001 §5: 125 years back, no maximum; both optional,
 * inclusive). The api refuses a year before that and an end before the start.
 */
export const dateRange = {
  dateFrom: ZIsoDate.nullable().optional(),
  dateTo: ZIsoDate.nullable().optional(),
};

export const noParams = z.object({});
export const level1 = (page: TManagementPage) =>
  ({ route: MANAGEMENT_ROUTES[page], level: 1 }) as const;
/** The access of a call that serves several pages; the api checks the page of the body. */
export const anyManagementPage = (...pages: TManagementPage[]) =>
  ({ anyOf: pages.map((page) => MANAGEMENT_ROUTES[page]), level: 1 }) as const;

/** Every overview answers its rows, the total and the file name its Excel gets. */
export const ZOverviewAnswer = <T extends z.ZodRawShape>(rows: T) =>
  ZEnvelope(z.object({ ...rows, totalCount: z.number().int(), documentName: z.string() }));
