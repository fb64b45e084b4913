// Management calls of spec 001 §7 (Management) and the entities of §3 "Management", one
// file per overview under ./management/: rental delivered and returned, active rental, rental
// and depot on a date, repairs, depot orders, the category counts, the product overviews,
// their Excel downloads and the repair slip (one binary call by documentType), the rental
// cost file 'Verhuurkosten', and, beyond the spec, the aggregates the area's charts draw
// (api/src/routes/management/README.md "Charts (our extension)"). The invoice list serves the
// management page and a rental case's invoices tab alike; it lives in ./rentals.ts, where
// the spec lists it (§7 Rentals). Dates travel as 'yyyy-MM-dd' strings.

// why: the paths are the route table's, named once in access/ for the access table too.
export {
  MANAGEMENT_PAGES,
  MANAGEMENT_ROUTES,
  type TManagementPage,
} from '../access/management-routes.js';
export * from './management/values.js';
export {
  anyManagementPage,
  ZCategoryCount,
  type TCategoryCount,
} from './management/overview-answers.js';
export { ZChartPoint, type TChartPoint, ZChart, type TChart } from './management/charts.js';
export * from './management/rental-overview.js';
export * from './management/repair-overview.js';
export * from './management/depot-overview.js';
export * from './management/product-overview.js';
export * from './management/rental-date-overview.js';
export * from './management/depot-date-overview.js';
export * from './management/rental-cost.js';
export * from './management/excel-download.js';
