// Every Excel download of the portal by name: the request thread names one with its
// parameters, and the worker thread that writes the file finds it here (it cannot be
// handed functions). A new area's download is a source in sources/ and a line here.
import { CUSTOMER_REQUESTS_EXCEL } from './sources/customer-requests.js';
import { DEPOT_CASES_EXCEL } from './sources/depot-cases.js';
import { CATEGORY_COUNTS_EXCEL } from './sources/management-category-counts.js';
import { MANAGEMENT_DEPOT_DATE_EXCEL, MANAGEMENT_DEPOT_EXCEL } from './sources/management-depot.js';
import { MANAGEMENT_INVOICES_EXCEL } from './sources/management-invoices.js';
import { MANAGEMENT_RENTALS_EXCEL } from './sources/management-rentals.js';
import { MANAGEMENT_REPAIRS_EXCEL } from './sources/management-repairs.js';
import { PRODUCTS_EXCEL } from './sources/products.js';
import { RENTAL_CASES_EXCEL } from './sources/rental-cases.js';
import { RENTAL_COST_EXCEL } from './sources/rental-cost.js';

export const EXCEL_SOURCES = {
  'rental-cases': RENTAL_CASES_EXCEL,
  products: PRODUCTS_EXCEL,
  'depot-cases': DEPOT_CASES_EXCEL,
  'customer-requests': CUSTOMER_REQUESTS_EXCEL,
  'management-rentals': MANAGEMENT_RENTALS_EXCEL,
  'management-repairs': MANAGEMENT_REPAIRS_EXCEL,
  'management-depot': MANAGEMENT_DEPOT_EXCEL,
  'management-depot-date': MANAGEMENT_DEPOT_DATE_EXCEL,
  'management-category-counts': CATEGORY_COUNTS_EXCEL,
  'management-invoices': MANAGEMENT_INVOICES_EXCEL,
  'rental-cost': RENTAL_COST_EXCEL,
};

export type TExcelSourceName = keyof typeof EXCEL_SOURCES;

/** The parameters of source `K` (plain data: they cross to the worker). */
export type TExcelParams<K extends TExcelSourceName> = Parameters<
  (typeof EXCEL_SOURCES)[K]['columns']
>[0];
