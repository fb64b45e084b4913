// GET /Rest/Pwa/global/download/:a/:b: the bytes of a file of the caller's organisation.
// a = kind: `document`, `file`, `image` (b = guid), `invoice` (b = invoice id; the PDF is
// generated on first download and cached in `files`), `rental-document` (b = document
// number). A missing file, or one of another organisation, answers the error envelope
// with 'Niet gevonden'.
import { DOWNLOAD_PATH } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure } from '../../http/envelope.js';
import { API_BASE, authorise } from '../../http/register-call.js';
import { renderInvoicePdf } from '../../files/invoice-pdf.js';
import { readSupplierName } from '../../files/supplier-name.js';
import type { TDatabase } from '../../db/database.js';
import type { TConfig } from '../../config.js';
import {
  findFileByDocumentNumber,
  findFileContent,
  type TFileContent,
} from '../../repositories/files-repository.js';
import {
  findInvoiceForPdf,
  findInvoicePdf,
  storeInvoicePdf,
} from '../../repositories/invoices-repository.js';

/** Kinds of download stored in the files table by guid. */
const FILE_KINDS = new Set(['document', 'file', 'image']);

/** The cached PDF of an invoice of `organisationId`, generated and stored on first use. */
async function invoicePdf(
  db: TDatabase,
  config: TConfig,
  organisationId: number,
  invoiceId: number,
): Promise<TFileContent | null> {
  const cached = await findInvoicePdf(db, organisationId, invoiceId);
  if (cached) return cached;
  const invoice = await findInvoiceForPdf(db, organisationId, invoiceId);
  if (!invoice) return null;
  const content = await renderInvoicePdf(invoice, readSupplierName(config));
  await storeInvoicePdf(db, organisationId, invoice, content);
  return findInvoicePdf(db, organisationId, invoiceId);
}

/** The file a download names, or null when it is missing or not the caller's. */
async function findDownload(
  db: TDatabase,
  config: TConfig,
  organisationId: number,
  kind: string,
  key: string,
): Promise<TFileContent | null> {
  if (FILE_KINDS.has(kind)) return findFileContent(db, organisationId, key);
  if (kind === 'rental-document') {
    return findFileByDocumentNumber(db, organisationId, 'rental_case', key);
  }
  if (kind === 'invoice' && /^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2_147_483_647) {
    return invoicePdf(db, config, organisationId, Number(key));
  }
  return null;
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function downloadRoute(app: FastifyInstance, { db, config }: TDeps): void {
  app.get<{ Params: { a: string; b: string } }>(
    `${API_BASE}${DOWNLOAD_PATH}`,
    async (request, reply) => {
      const { session, refused } = await authorise(app, 'session', request, reply);
      if (refused || !session) return reply;
      const { a: kind, b: key } = request.params;
      const file = await findDownload(db, config, session.organisationId, kind, key);
      if (!file) return reply.code(200).send(failure(MESSAGES.notFound));
      return reply
        .code(200)
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Content-Length', file.content.byteLength)
        .send(Buffer.from(file.content));
    },
  );
}
