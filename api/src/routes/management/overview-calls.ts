// The overviews of Management info (spec 001 §2.7, §7 Management): a page of each search
// with its total and the name its Excel gets, and the category counts. The calls' routes
// and levels come from the contract; a call shown on two pages (rental: 'Verhuur' and
// 'Actieve verhuurdossiers'; products: on location and in depot) checks the page of the
// type it is asked for. Dates are checked as the date field checks them (spec 001 §5).
import {
  getDepotCategoryCountsCall,
  getDepotDateOverviewCall,
  getDepotOverviewCall,
  getProductOverviewCall,
  getRentalCategoryCountsCall,
  getRentalDateOverviewCall,
  getRentalOverviewCall,
  getRepairOverviewCall,
  productOverviewPage,
  rentalOverviewPage,
} from '@portal/shared/contract/management';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { success } from '../../http/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { spreadsheetNames, type TSpreadsheetDownload } from '../../management/document-names.js';
import { overviewDateErrors } from '../../management/overview-checks.js';
import { findProductsPage } from '../../repositories/articles-repository.js';
import {
  findDepotCategoryCounts,
  findDepotDatePage,
  findDepotOverviewPage,
} from '../../repositories/management-depot-repository.js';
import { findRepairOverviewPage } from '../../repositories/management-repairs-repository.js';
import {
  findRentalCategoryCounts,
  findRentalDatePage,
  findRentalOverviewPage,
} from '../../repositories/management-rentals-repository.js';
import { todayIso } from '../rentals/request-fields.js';
import { refusalOf, refuseUnlessPage } from './management-access.js';

/** The paging of a body's filters and the rest of them. */
function split<T extends { limitOffset: number; limitRows: number }>(filters: T) {
  const { limitOffset, limitRows, ...search } = filters;
  return { paging: { offset: limitOffset, rows: limitRows }, search };
}

/** The checks of a search with a period (dateFrom, dateTo). */
function periodRefusal(search: { dateFrom?: string | null; dateTo?: string | null }) {
  return refusalOf(overviewDateErrors({ dateFrom: search.dateFrom, dateTo: search.dateTo }));
}

/** The checks of a search on one day (`date`, required by the schema). */
function dayRefusal(search: { date: string }) {
  return refusalOf(overviewDateErrors({ date: search.date }, null));
}

/**
 * An overview's answer: its rows under the spec's name (`cases`, `repairs`, `items`,
 * `products`), the total, and the name the Excel of the same search gets.
 */
function listed<K extends string, R>(
  key: K,
  page: { rows: R[]; totalCount: number },
  document: TSpreadsheetDownload,
) {
  const { fileName } = spreadsheetNames(document, todayIso());
  return success({
    ...({ [key]: page.rows } as Record<K, R[]>),
    totalCount: page.totalCount,
    documentName: fileName,
  });
}

export function managementOverviewCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getRentalOverviewCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, filters } = context.body;
    const refused = await refuseUnlessPage(session, rentalOverviewPage(tabType), context.reply);
    if (refused) return refused;
    const { paging, search } = split(filters);
    const invalid = periodRefusal(search);
    if (invalid) return invalid;
    const page = await findRentalOverviewPage(db, session.organisationId, tabType, search, paging);
    return listed(
      'cases',
      page,
      tabType === 'ACTIVE'
        ? { documentType: 'activerental', filters: search }
        : { documentType: 'rental', tabType, filters: search },
    );
  });

  registerCall(app, getRentalCategoryCountsCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, filters } = context.body;
    const refused = await refuseUnlessPage(session, rentalOverviewPage(tabType), context.reply);
    if (refused) return refused;
    const { paging, search } = split(filters);
    const invalid = periodRefusal(search);
    if (invalid) return invalid;
    const counts = await findRentalCategoryCounts(
      db,
      session.organisationId,
      tabType,
      search,
      paging,
    );
    return listed('items', counts, { documentType: 'rental-category', tabType, filters: search });
  });

  registerCall(app, getRepairOverviewCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { paging, search } = split(context.body.filters);
    const invalid = periodRefusal(search);
    if (invalid) return invalid;
    const page = await findRepairOverviewPage(db, organisationId, search, paging);
    return listed('repairs', page, { documentType: 'repairs', filters: search });
  });

  registerCall(app, getDepotOverviewCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { paging, search } = split(context.body.filters);
    const invalid = periodRefusal(search);
    if (invalid) return invalid;
    const page = await findDepotOverviewPage(db, organisationId, search, paging);
    return listed('cases', page, { documentType: 'depot', filters: search });
  });

  registerCall(app, getDepotCategoryCountsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { paging, search } = split(context.body.filters);
    const invalid = periodRefusal(search);
    if (invalid) return invalid;
    const counts = await findDepotCategoryCounts(db, organisationId, search, paging);
    return listed('items', counts, { documentType: 'depot-category', filters: search });
  });

  registerCall(app, getProductOverviewCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, filters } = context.body;
    const refused = await refuseUnlessPage(session, productOverviewPage(tabType), context.reply);
    if (refused) return refused;
    const { paging, search } = split(filters);
    const invalid = refusalOf(
      overviewDateErrors(
        {
          registrationDateFrom: search.registrationDateFrom,
          registrationDateTo: search.registrationDateTo,
        },
        { from: 'registrationDateFrom', to: 'registrationDateTo' },
      ),
    );
    if (invalid) return invalid;
    const page = await findProductsPage(
      db,
      session.organisationId,
      tabType,
      search,
      paging,
      todayIso(),
    );
    return listed('products', page, {
      documentType: tabType === 'location' ? 'products location' : 'products depot',
      filters: search,
    });
  });

  registerCall(app, getRentalDateOverviewCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { paging, search } = split(context.body.filters);
    const invalid = dayRefusal(search);
    if (invalid) return invalid;
    const page = await findRentalDatePage(db, organisationId, search, paging);
    return listed('cases', page, { documentType: 'rentaldate', filters: search });
  });

  registerCall(app, getDepotDateOverviewCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { paging, search } = split(context.body.filters);
    const invalid = dayRefusal(search);
    if (invalid) return invalid;
    const page = await findDepotDatePage(db, organisationId, search, paging);
    return listed('products', page, { documentType: 'depotdate', filters: search });
  });
}
