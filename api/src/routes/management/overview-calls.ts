// The overviews of Management info (spec 001 §2.7, §7 Management): a page of each search
// with its total and the name its Excel gets, and the category counts. The calls' routes
// and levels come from the contract; a call shown on two pages (rental: 'Verhuur' and
// 'Actieve verhuurdossiers'; products: on location and in depot) checks the page of the
// type it is asked for. Dates are checked as the date field checks them (spec 001 §5).
import { todayIso } from '@portal/shared/rules';
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
  type TManagementPage,
} from '@portal/shared/contract/management';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TDeps } from '../../deps.js';
import { success, type TFailure } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { spreadsheetNames, type TSpreadsheetDownload } from '../../management/document-names.js';
import { overviewDateErrors } from '../../management/overview-checks.js';
import type { TSession } from '../../plugins/session-auth.js';
import { findProductsPage } from '../../repositories/articles-repository.js';
import {
  findDepotCategoryCounts,
  findDepotOverviewPage,
} from '../../repositories/management-depot-repository.js';
import { findDepotDatePage } from '../../repositories/management-depot-date-repository.js';
import { findRepairOverviewPage } from '../../repositories/management-repairs-repository.js';
import {
  findRentalCategoryCounts,
  findRentalOverviewPage,
} from '../../repositories/management-rentals-repository.js';
import { findRentalDatePage } from '../../repositories/management-rental-date-repository.js';
import { refusalOf, refuseUnlessPage } from './management-access.js';

type TPaged = { limitOffset: number; limitRows: number };

/** The checks of a search with a period (dateFrom, dateTo). */
function periodRefusal(search: { dateFrom?: string | null; dateTo?: string | null }) {
  return refusalOf(overviewDateErrors({ dateFrom: search.dateFrom, dateTo: search.dateTo }));
}

/** The checks of a search on one day (`date`, required by the schema). */
function dayRefusal(search: { date: string }) {
  return refusalOf(overviewDateErrors({ date: search.date }, null));
}

/** How an overview call answers (answerOverview). */
type TOverview<TFilters extends TPaged, K extends string, R> = {
  /** The page of the type asked for, when two pages show the call (403 without it). */
  page?: TManagementPage;
  /** The search's date checks (spec 001 §5). */
  refusal: (search: Omit<TFilters, keyof TPaged>) => TFailure | null;
  /** The rows' name in the answer (`cases`, `repairs`, `items`, `products`). */
  key: K;
  find: (
    organisationId: number,
    search: Omit<TFilters, keyof TPaged>,
    paging: { offset: number; rows: number },
  ) => Promise<{ rows: R[]; totalCount: number }>;
  /** The Excel of the same search, whose name the answer carries. */
  document: (search: Omit<TFilters, keyof TPaged>) => TSpreadsheetDownload;
};

/**
 * An overview's answer: the page check, the search's checks, its rows under the spec's
 * name, the total, and the name the Excel of the same search gets.
 */
async function answerOverview<TFilters extends TPaged, K extends string, R>(
  context: { session: TSession | null; reply: FastifyReply },
  filters: TFilters,
  overview: TOverview<TFilters, K, R>,
) {
  const session = sessionOf(context);
  if (overview.page) {
    const refused = await refuseUnlessPage(session, overview.page, context.reply);
    if (refused) return refused;
  }
  const { limitOffset, limitRows, ...search } = filters;
  const invalid = overview.refusal(search);
  if (invalid) return invalid;
  const paging = { offset: limitOffset, rows: limitRows };
  const page = await overview.find(session.organisationId, search, paging);
  const { fileName } = spreadsheetNames(overview.document(search), todayIso());
  return success({
    ...({ [overview.key]: page.rows } as Record<K, R[]>),
    totalCount: page.totalCount,
    documentName: fileName,
  });
}

export function managementOverviewCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getRentalOverviewCall, ({ body: { tabType, filters }, ...context }) =>
    answerOverview(context, filters, {
      page: rentalOverviewPage(tabType),
      refusal: periodRefusal,
      key: 'cases',
      find: (organisationId, search, paging) =>
        findRentalOverviewPage(db, organisationId, tabType, search, paging),
      document: (search) =>
        tabType === 'ACTIVE'
          ? { documentType: 'activerental', filters: search }
          : { documentType: 'rental', tabType, filters: search },
    }),
  );

  registerCall(app, getRentalCategoryCountsCall, ({ body: { tabType, filters }, ...context }) =>
    answerOverview(context, filters, {
      page: rentalOverviewPage(tabType),
      refusal: periodRefusal,
      key: 'items',
      find: (organisationId, search, paging) =>
        findRentalCategoryCounts(db, organisationId, tabType, search, paging),
      document: (search) => ({ documentType: 'rental-category', tabType, filters: search }),
    }),
  );

  registerCall(app, getRepairOverviewCall, ({ body: { filters }, ...context }) =>
    answerOverview(context, filters, {
      refusal: periodRefusal,
      key: 'repairs',
      find: (organisationId, search, paging) =>
        findRepairOverviewPage(db, organisationId, search, paging),
      document: (search) => ({ documentType: 'repairs', filters: search }),
    }),
  );

  registerCall(app, getDepotOverviewCall, ({ body: { filters }, ...context }) =>
    answerOverview(context, filters, {
      refusal: periodRefusal,
      key: 'cases',
      find: (organisationId, search, paging) =>
        findDepotOverviewPage(db, organisationId, search, paging),
      document: (search) => ({ documentType: 'depot', filters: search }),
    }),
  );

  registerCall(app, getDepotCategoryCountsCall, ({ body: { filters }, ...context }) =>
    answerOverview(context, filters, {
      refusal: periodRefusal,
      key: 'items',
      find: (organisationId, search, paging) =>
        findDepotCategoryCounts(db, organisationId, search, paging),
      document: (search) => ({ documentType: 'depot-category', filters: search }),
    }),
  );

  registerCall(app, getProductOverviewCall, ({ body: { tabType, filters }, ...context }) =>
    answerOverview(context, filters, {
      page: productOverviewPage(tabType),
      refusal: ({ registrationDateFrom, registrationDateTo }) =>
        refusalOf(
          overviewDateErrors(
            { registrationDateFrom, registrationDateTo },
            { from: 'registrationDateFrom', to: 'registrationDateTo' },
          ),
        ),
      key: 'products',
      find: (organisationId, search, paging) =>
        findProductsPage(db, organisationId, tabType, search, paging, todayIso()),
      document: (search) => ({
        documentType: tabType === 'location' ? 'products location' : 'products depot',
        filters: search,
      }),
    }),
  );

  registerCall(app, getRentalDateOverviewCall, ({ body: { filters }, ...context }) =>
    answerOverview(context, filters, {
      refusal: dayRefusal,
      key: 'cases',
      find: (organisationId, search, paging) =>
        findRentalDatePage(db, organisationId, search, paging),
      document: (search) => ({ documentType: 'rentaldate', filters: search }),
    }),
  );

  registerCall(app, getDepotDateOverviewCall, ({ body: { filters }, ...context }) =>
    answerOverview(context, filters, {
      refusal: dayRefusal,
      key: 'products',
      find: (organisationId, search, paging) =>
        findDepotDatePage(db, organisationId, search, paging),
      document: (search) => ({ documentType: 'depotdate', filters: search }),
    }),
  );
}
