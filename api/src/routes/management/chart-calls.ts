// The charts of Management info (ours, beyond the spec; api/src/routes/management/README.md
// "Charts"): each overview's search grouped per month, category or location, by default what the
// overview is about; and 'Verhuurkosten' as lines per month (and location, department), the rows of
// its file, for the chart and the table above the download.
import {
  getDepotChartCall,
  getDepotDateChartCall,
  getProductChartCall,
  getRentalChartCall,
  getRentalCostCall,
  getRentalDateChartCall,
  getRepairChartCall,
  productOverviewPage,
  rentalOverviewPage,
  type TChartGroup,
} from '@portal/shared/contract/management';
import { MESSAGES, todayIso } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { monthKey, spreadsheetNames } from '../../management/document-names.js';
import { overviewDateErrors, rentalCostErrors } from '../../management/overview-checks.js';
import { findProductChart } from '../../repositories/management-products-repository.js';
import { findDepotChart } from '../../repositories/management-depot-repository.js';
import { findDepotDateChart } from '../../repositories/management-depot-date-repository.js';
import { findRepairChart } from '../../repositories/management-repairs-repository.js';
import { findRentalOverviewChart } from '../../repositories/management-rentals-repository.js';
import { findRentalDateChart } from '../../repositories/management-rental-date-repository.js';
import {
  findLocationName,
  type TRentalCostSearch,
} from '../../repositories/rental-cost-repository.js';
import { rentalCostFileRows } from '../../exports/sources/rental-cost.js';
import type { TSession } from '../../plugins/session-auth.js';
import { refusalOf, refuseUnlessPage } from './management-access.js';

const periodRefusal = (filters: { dateFrom?: string | null; dateTo?: string | null }) =>
  refusalOf(overviewDateErrors({ dateFrom: filters.dateFrom, dateTo: filters.dateTo }));

export function managementChartCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getRentalChartCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, filters, groupBy } = context.body;
    const refused = await refuseUnlessPage(session, rentalOverviewPage(tabType), context.reply);
    if (refused) return refused;
    const invalid = periodRefusal(filters);
    if (invalid) return invalid;
    // why: what was delivered or returned happens per month; what runs now stands somewhere.
    const group: TChartGroup = groupBy ?? (tabType === 'ACTIVE' ? 'location' : 'month');
    const chart = await findRentalOverviewChart(
      db,
      session.organisationId,
      tabType,
      filters,
      group,
    );
    return success({ chart });
  });

  registerCall(app, getRepairChartCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { filters, groupBy } = context.body;
    const invalid = periodRefusal(filters);
    if (invalid) return invalid;
    const chart = await findRepairChart(db, organisationId, filters, groupBy ?? 'month');
    return success({ chart });
  });

  registerCall(app, getDepotChartCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { filters, groupBy } = context.body;
    const invalid = periodRefusal(filters);
    if (invalid) return invalid;
    const chart = await findDepotChart(db, organisationId, filters, groupBy ?? 'month');
    return success({ chart });
  });

  registerCall(app, getProductChartCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, filters, groupBy } = context.body;
    const refused = await refuseUnlessPage(session, productOverviewPage(tabType), context.reply);
    if (refused) return refused;
    const invalid = refusalOf(
      overviewDateErrors(
        {
          registrationDateFrom: filters.registrationDateFrom,
          registrationDateTo: filters.registrationDateTo,
        },
        { from: 'registrationDateFrom', to: 'registrationDateTo' },
      ),
    );
    if (invalid) return invalid;
    // why: on location they stand somewhere; in the depot what kind they are matters.
    const group: TChartGroup = groupBy ?? (tabType === 'location' ? 'location' : 'category');
    const chart = await findProductChart(db, session.organisationId, tabType, filters, group);
    return success({ chart });
  });

  registerCall(app, getRentalDateChartCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { filters, groupBy } = context.body;
    const invalid = refusalOf(overviewDateErrors({ date: filters.date }, null));
    if (invalid) return invalid;
    const chart = await findRentalDateChart(db, organisationId, filters, groupBy ?? 'location');
    return success({ chart });
  });

  registerCall(app, getDepotDateChartCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { filters, groupBy } = context.body;
    const invalid = refusalOf(overviewDateErrors({ date: filters.date }, null));
    if (invalid) return invalid;
    const chart = await findDepotDateChart(db, organisationId, filters, groupBy ?? 'category');
    return success({ chart });
  });

  registerCall(app, getRentalCostCall, async (context) => {
    const session = sessionOf(context);
    const checked = await checkedRentalCost(db, session, context.body);
    if ('refusal' in checked) return checked.refusal;
    // why: the file's own source, so the page's table and chart hold the file's numbers.
    const rows = await rentalCostFileRows(db, checked);
    const { fileName } = spreadsheetNames(
      { documentType: 'rentalcost', filters: context.body },
      todayIso(),
    );
    return success({
      rows,
      totalCostCents: rows.reduce((sum, row) => sum + row.costCents, 0),
      documentName: fileName,
    });
  });
}

export type TRentalCostInput = {
  fromMonth: number;
  fromYear: number;
  toMonth: number;
  toYear: number;
  locationId?: number | null | undefined;
  groupByLocation: boolean;
  groupByDepartment: boolean;
};

/**
 * The rental cost form's checks (spec 001 §5) and its search: the period from 2023 to
 * this year, in order, and a location of the caller's organisation.
 */
export async function checkedRentalCost(
  db: TDeps['db'],
  session: TSession,
  input: TRentalCostInput,
  prefix = '',
): Promise<
  { refusal: ReturnType<typeof failure> } | { search: TRentalCostSearch; locationName: string }
> {
  const invalid = refusalOf(rentalCostErrors(input, prefix));
  if (invalid) return { refusal: invalid };
  const locationId = input.locationId ?? 0;
  const locationName = await findLocationName(db, session.organisationId, locationId);
  if (locationName === null) {
    // why: another organisation's location answers as a missing one does.
    return {
      refusal: failure(MESSAGES.invalidInput, {
        fields: { [`${prefix}locationId`]: MESSAGES.invalidValue },
      }),
    };
  }
  return {
    locationName,
    search: {
      organisationId: session.organisationId,
      locationId,
      from: monthKey(input.fromYear, input.fromMonth),
      to: monthKey(input.toYear, input.toMonth),
      today: todayIso(),
      groupByLocation: input.groupByLocation,
      groupByDepartment: input.groupByDepartment,
    },
  };
}
