// POST /Rest/Pwa/customer/requests/overview/excel: a tab of the requests overview with its
// filters (the overview's body) as a streamed .xlsx with the list's Dutch columns
// (exports/sources/customer-requests.ts).
import { REQUESTS_EXCEL_PATH, ZRequestsExcelRequest } from '@portal/shared/contract/requests';
import { REQUESTS_TEXTS } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';

export function customerRequestsExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: REQUESTS_EXCEL_PATH,
      access: { route: '/requests', level: 1 },
      body: ZRequestsExcelRequest,
    },
    ({ session, body, request, reply }) =>
      sendExcel(request, reply, db, {
        fileName: REQUESTS_TEXTS.excelFileName(body.tabType),
        sheetName: REQUESTS_TEXTS.areaTitle,
        source: 'customer-requests',
        params: {
          organisationId: session.organisationId,
          tab: body.tabType,
          locationId: body.location ?? null,
          type: body.requestType ?? null,
          requestId: body.customerRequestId ?? null,
          contactId: body.contact ?? null,
          search: body.search ?? null,
          sortBy: body.sortBy ?? null,
          sortDirection: body.sortDirection ?? null,
        },
      }),
  );
}
