// GET /Rest/Pwa/global/download/:a/:b: the bytes of a file of the caller's organisation,
// when the access table lets the caller see it (shared/rules RESOURCE_ACCESS).
// a = kind: `document`, `file`, `image` (b = guid; what the file belongs to decides the
// access), `invoice` (b = invoice id; its origin decides; the PDF is generated on first
// download and cached in `files`), `invoice-ubl` (b = invoice id: the same invoice as a
// UBL 2.1 e-invoice, files/invoice-ubl.ts), `rental-document` (b = document number; one
// the portal draws is drawn on first download), `inspection` and `repair` (b = id: the
// report or slip PDF, made on first download). A missing
// file, or one of another organisation, answers 'Niet gevonden' (HTTP 200); one the caller
// may not see answers 403; malformed parameters answer 'Ongeldige invoer'. `?inline=1` asks
// a PDF the portal draws to open in the browser's viewer (Content-Disposition inline).
import { DOWNLOAD_PATH, TEXT_LIMITS, ZId, ZText } from '@portal/shared/contract';
import { cleanFileName, invoiceKind, MESSAGES, type TResourceKind } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TConfig } from '../../config.js';
import type { TDatabase } from '../../db/database.js';
import type { TDeps } from '../../deps.js';
import { renderInvoicePdf } from '../../files/invoice-pdf.js';
import { invoiceUbl, ublFileName } from '../../files/invoice-ubl.js';
import { inspectionReportPdf, repairSlipPdf } from '../../files/product-pdf.js';
import { readSupplier } from '../../files/supplier-profile.js';
import { failure } from '../../answer/envelope.js';
import { API_BASE, authorise } from '../../http/register-call.js';
import { maySee } from '../../http/resource-access.js';
import { forbidden } from '../../answer/envelope.js';
import { fieldErrors } from '../../http/validation-errors.js';
import type { TSession } from '../../plugins/session-auth.js';
import { rentalDocumentPdf } from '../../files/rental-pdf.js';
import { entriesOf } from '../../access-log/access-entry.js';
import { actorOf } from '../../access-log/access-log-plugin.js';
import {
  findFileContent,
  findFileOwner,
  type TFileContent,
} from '../../repositories/files-repository.js';
import {
  findInvoiceForPdf,
  findInvoiceOrigin,
  findInvoicePdf,
  storeInvoicePdf,
} from '../../repositories/invoices-repository.js';

/** The parameters of a download: a known kind and a bounded key. */
export const ZDownloadParams = z.discriminatedUnion('a', [
  z.object({ a: z.enum(['document', 'file', 'image']), b: ZText(TEXT_LIMITS.short, { min: 1 }) }),
  z.object({ a: z.literal('invoice'), b: ZId }),
  z.object({ a: z.literal('invoice-ubl'), b: ZId }),
  z.object({ a: z.literal('rental-document'), b: ZText(TEXT_LIMITS.short, { min: 1 }) }),
  z.object({ a: z.literal('inspection'), b: ZId }),
  z.object({ a: z.literal('repair'), b: ZId }),
]);
type TDownloadParams = z.output<typeof ZDownloadParams>;

/** The kind of resource a stored file is, by what it belongs to. */
function kindOfOwner(ownerType: string, invoiceOrigin: string | null): TResourceKind | null {
  if (ownerType === 'product') return 'productDocument';
  if (ownerType === 'rental_case') return 'rentalDocument';
  if (ownerType === 'customer_request') return 'customerRequestFile';
  if (ownerType === 'invoice' && invoiceOrigin) return invoiceKind(invoiceOrigin);
  return null;
}

/** The cached PDF of an invoice of `organisationId`, generated and stored on first use. */
export async function invoicePdf(
  db: TDatabase,
  config: TConfig,
  organisationId: number,
  invoiceId: number,
): Promise<TFileContent | null> {
  const cached = await findInvoicePdf(db, organisationId, invoiceId);
  if (cached) return cached;
  const invoice = await findInvoiceForPdf(db, organisationId, invoiceId);
  if (!invoice) return null;
  const content = await renderInvoicePdf(invoice, readSupplier(config));
  await storeInvoicePdf(db, organisationId, invoice, content);
  return findInvoicePdf(db, organisationId, invoiceId);
}

/** An invoice of `organisationId` as a UBL 2.1 e-invoice (Peppol BIS 3.0), or null. */
async function invoiceUblFile(
  db: TDatabase,
  config: TConfig,
  organisationId: number,
  invoiceId: number,
): Promise<TFileContent | null> {
  const invoice = await findInvoiceForPdf(db, organisationId, invoiceId);
  if (!invoice) return null;
  return {
    fileName: ublFileName(invoice),
    mimeType: 'application/xml',
    content: new Uint8Array(Buffer.from(invoiceUbl(invoice, readSupplier(config)), 'utf8')),
  };
}

type TFound = { file: TFileContent } | 'missing' | 'forbidden';

/** The file a download names, when the caller may see it. */
async function findDownload(
  db: TDatabase,
  config: TConfig,
  session: TSession,
  params: TDownloadParams,
): Promise<TFound> {
  const { organisationId } = session;
  const allowed = async (kind: TResourceKind | null, load: () => Promise<TFileContent | null>) => {
    if (!kind) return 'missing' as const;
    if (!maySee(session, kind)) return 'forbidden' as const;
    const file = await load();
    return file ? { file } : ('missing' as const);
  };
  if (params.a === 'invoice') {
    const origin = await findInvoiceOrigin(db, organisationId, params.b);
    return allowed(origin ? invoiceKind(origin) : null, () =>
      invoicePdf(db, config, organisationId, params.b),
    );
  }
  if (params.a === 'invoice-ubl') {
    const origin = await findInvoiceOrigin(db, organisationId, params.b);
    const kind = origin ? invoiceKind(origin) : null;
    // why: whoever may open the management invoice list sees every invoice there, and its
    // PDF (POST management download); the e-invoice is offered beside it.
    const seen =
      kind && !maySee(session, kind) && maySee(session, 'saleInvoice') ? 'saleInvoice' : kind;
    return allowed(seen, () => invoiceUblFile(db, config, organisationId, params.b));
  }
  if (params.a === 'inspection') {
    return allowed('inspectionReport', () =>
      inspectionReportPdf(db, organisationId, params.b, readSupplier(config)),
    );
  }
  if (params.a === 'repair') {
    return allowed('repairSlip', () =>
      repairSlipPdf(db, organisationId, params.b, readSupplier(config)),
    );
  }
  if (params.a === 'rental-document') {
    return allowed('rentalDocument', () =>
      rentalDocumentPdf(db, organisationId, params.b, readSupplier(config)),
    );
  }
  const owner = await findFileOwner(db, organisationId, params.b);
  return allowed(owner ? kindOfOwner(owner.ownerType, owner.invoiceOrigin) : null, () =>
    findFileContent(db, organisationId, params.b),
  );
}

export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  // why: rows stored before names were cleaned may still hold bidirectional overrides.
  const fileName = cleanFileName(name);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The kinds whose file the portal draws itself (a PDF), which may open in the browser. */
const VIEWABLE_KINDS: ReadonlySet<TDownloadParams['a']> = new Set([
  'invoice',
  'inspection',
  'repair',
  'rental-document',
]);

/** Whether a request asks its file to open in the browser's viewer (`?inline=1`). */
export function inlineAsked(query: unknown): boolean {
  if (typeof query !== 'object' || query === null || !('inline' in query)) return false;
  return (query as { inline?: unknown }).inline === '1';
}

/**
 * `?inline=1` (issue 38): a PDF the portal drew itself answers `inline`, so a browser shows
 * it in its viewer; anything else (an uploaded file of any type) stays an attachment.
 */
function dispositionOf(
  query: unknown,
  params: TDownloadParams,
  file: TFileContent,
): 'attachment' | 'inline' {
  return inlineAsked(query) && VIEWABLE_KINDS.has(params.a) && file.mimeType === 'application/pdf'
    ? 'inline'
    : 'attachment';
}

export function downloadRoute(app: FastifyInstance, { db, config }: TDeps): void {
  app.get<{ Params: { a: string; b: string } }>(
    `${API_BASE}${DOWNLOAD_PATH}`,
    async (request, reply) => {
      const { session, refused } = await authorise(app, 'session', request, reply);
      if (refused || !session) return reply;
      const params = ZDownloadParams.safeParse(request.params);
      if (!params.success) {
        return reply
          .code(200)
          .send(
            failure(MESSAGES.invalidInput, { fields: fieldErrors(params.error, request.params) }),
          );
      }
      const found = await findDownload(db, config, session, params.data);
      if (found === 'forbidden') return reply.code(403).send(forbidden());
      if (found === 'missing') return reply.code(200).send(failure(MESSAGES.notFound));
      const { file } = found;
      // why: the client a file is about is logged before the file goes (NEN 7513).
      const clients = file.clients ?? [];
      if (clients.length > 0) {
        const actor = actorOf(request, session, `GET ${DOWNLOAD_PATH}`);
        await app.accessLog.write(entriesOf(actor, 'download', clients));
      }
      return reply
        .code(200)
        .header('Content-Type', file.mimeType)
        .header(
          'Content-Disposition',
          contentDisposition(file.fileName, dispositionOf(request.query, params.data, file)),
        )
        .header('Content-Length', file.content.byteLength)
        .send(Buffer.from(file.content));
    },
  );
}
