// POST /Rest/Pwa/customer/articles/overview/excel: a product list with its filters as a
// streamed .xlsx (exports/excel-export.ts, the columns in exports/sources/products.ts).
import { PRODUCTS_EXCEL_PATH, ZProductsExcelRequest } from '@portal/shared/contract/articles';
import { MESSAGES, todayIso } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';

export function productsExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: PRODUCTS_EXCEL_PATH,
      access: { route: '/articles', level: 1 },
      body: ZProductsExcelRequest,
    },
    ({ session, body: { tabType, filters }, request, reply }) =>
      sendExcel(request, reply, db, {
        fileName: MESSAGES.productExcel.fileName(tabType),
        sheetName: MESSAGES.productExcel.sheetName,
        source: 'products',
        params: { organisationId: session.organisationId, tabType, filters, today: todayIso() },
      }),
  );
}
