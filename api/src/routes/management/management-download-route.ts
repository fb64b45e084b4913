// POST /Rest/Pwa/customer/management/overviews/excel (spec 001 §7 Management): the file of
// a management page by documentType: the .xlsx of exactly the rows its search shows (the
// same filters, streamed by a worker from the overview's own query: exports/), the rental
// cost file, or a repair's slip (PDF). The caller must reach the document's page (403);
// a search that the overview would refuse is refused the same way, before any byte. An
// invoice's PDF (ours) is asked against the management invoice page, which lists invoices
// of every origin, as the repair slip is against the repairs overview. Either PDF asked
// with `?inline=1` answers Content-Disposition inline (issue 38: 'Bekijken').
import {
  documentPage,
  MANAGEMENT_EXCEL_ACCESS,
  MANAGEMENT_EXCEL_PATH,
  ZManagementExcelRequest,
} from '@portal/shared/contract/management';
import { MESSAGES, todayIso } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';
import { repairSlipPdf } from '../../files/product-pdf.js';
import { readSupplier } from '../../files/supplier-profile.js';
import { failure, type TFailure } from '../../answer/envelope.js';
import {
  spreadsheetNames,
  type TManagementDownload,
  type TSpreadsheetDownload,
} from '../../management/document-names.js';
import { overviewDateErrors } from '../../management/overview-checks.js';
import type { TSession } from '../../plugins/session-auth.js';
import { contentDisposition, inlineAsked, invoicePdf } from '../global/download-route.js';
import { checkedRentalCost } from './chart-calls.js';
import { refusalOf, refuseUnlessPage } from './management-access.js';

/** The checks of a download's dates, as its overview makes them. */
function dateRefusal(request: TManagementDownload): TFailure | null {
  switch (request.documentType) {
    case 'rentaldate':
    case 'depotdate':
      return refusalOf(overviewDateErrors({ date: request.filters.date }, null));
    case 'products location':
    case 'products depot': {
      const { registrationDateFrom, registrationDateTo } = request.filters;
      return refusalOf(
        overviewDateErrors(
          { registrationDateFrom, registrationDateTo },
          { from: 'registrationDateFrom', to: 'registrationDateTo' },
        ),
      );
    }
    case 'repair':
    case 'invoice':
    case 'rentalcost':
      return null;
    default:
      return refusalOf(
        overviewDateErrors({ dateFrom: request.filters.dateFrom, dateTo: request.filters.dateTo }),
      );
  }
}

/** Sends a spreadsheet download: its source in exports/excel-sources.ts and parameters. */
async function sendSpreadsheet(
  deps: TDeps,
  session: TSession,
  document: TSpreadsheetDownload,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db } = deps;
  const organisationId = session.organisationId;
  const today = todayIso();
  const names = spreadsheetNames(document, today);
  switch (document.documentType) {
    case 'rental':
    case 'activerental':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-rentals',
        params: {
          organisationId,
          overview: 'type',
          type: document.documentType === 'rental' ? document.tabType : 'ACTIVE',
          filters: document.filters,
        },
      });
    case 'rentaldate':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-rentals',
        params: { organisationId, overview: 'date', filters: document.filters },
      });
    case 'rental-category':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-category-counts',
        params: {
          organisationId,
          overview: 'rental',
          type: document.tabType,
          filters: document.filters,
        },
      });
    case 'depot-category':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-category-counts',
        params: { organisationId, overview: 'depot', filters: document.filters },
      });
    case 'repairs':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-repairs',
        params: { organisationId, filters: document.filters },
      });
    case 'depot':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-depot',
        params: { organisationId, filters: document.filters },
      });
    case 'depotdate':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-depot-date',
        params: { organisationId, filters: document.filters },
      });
    case 'products location':
    case 'products depot':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'products',
        params: {
          organisationId,
          tabType: document.documentType === 'products location' ? 'location' : 'depot',
          filters: document.filters,
          today,
        },
      });
    case 'invoices':
      return sendExcel(request, reply, db, {
        ...names,
        source: 'management-invoices',
        params: { organisationId, tabType: document.tabType, filters: document.filters },
      });
    case 'rentalcost': {
      const checked = await checkedRentalCost(db, session, document.filters, 'filters.');
      if ('refusal' in checked) return reply.code(200).send(checked.refusal);
      return sendExcel(request, reply, db, {
        ...names,
        source: 'rental-cost',
        params: { search: checked.search, locationName: checked.locationName },
      });
    }
  }
}

export function managementDownloadRoute(app: FastifyInstance, deps: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: MANAGEMENT_EXCEL_PATH,
      // why: the page a document belongs to depends on its type (documentPage).
      access: MANAGEMENT_EXCEL_ACCESS,
      body: ZManagementExcelRequest,
    },
    async ({ session, body, request, reply }) => {
      if (await refuseUnlessPage(session, documentPage(body), reply)) return reply;
      const refusal = dateRefusal(body);
      if (refusal) return reply.code(200).send(refusal);
      if (body.documentType !== 'repair' && body.documentType !== 'invoice') {
        return sendSpreadsheet(deps, session, body, request, reply);
      }
      const { db, config } = deps;
      const file =
        body.documentType === 'repair'
          ? await repairSlipPdf(db, session.organisationId, body.repairId, readSupplier(config))
          : await invoicePdf(db, config, session.organisationId, body.invoiceId);
      if (!file) return reply.code(200).send(failure(MESSAGES.notFound));
      // why: 'Bekijken' (issue 38) asks `?inline=1`, as of the download route: the PDF is
      // for the browser's viewer, not to be saved.
      const disposition =
        inlineAsked(request.query) && file.mimeType === 'application/pdf' ? 'inline' : 'attachment';
      return reply
        .code(200)
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', contentDisposition(file.fileName, disposition))
        .header('Content-Length', file.content.byteLength)
        .send(Buffer.from(file.content));
    },
  );
}
