// Every Excel download of the portal by name: the request thread names one with its
// parameters, and the worker thread that writes the file finds it here (it cannot be
// handed functions). A new area's download is a source in sources/ and a line here.
import { CUSTOMER_REQUESTS_EXCEL } from './sources/customer-requests.js';
import { DEPOT_CASES_EXCEL } from './sources/depot-cases.js';
import { PRODUCTS_EXCEL } from './sources/products.js';
import { RENTAL_CASES_EXCEL } from './sources/rental-cases.js';

export const EXCEL_SOURCES = {
  'rental-cases': RENTAL_CASES_EXCEL,
  products: PRODUCTS_EXCEL,
  'depot-cases': DEPOT_CASES_EXCEL,
  'customer-requests': CUSTOMER_REQUESTS_EXCEL,
};

export type TExcelSourceName = keyof typeof EXCEL_SOURCES;

/** The parameters of source `K` (plain data: they cross to the worker). */
export type TExcelParams<K extends TExcelSourceName> = Parameters<
  (typeof EXCEL_SOURCES)[K]['columns']
>[0];
