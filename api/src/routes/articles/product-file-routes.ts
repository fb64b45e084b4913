// Binary answers of the articles area: a product picture by guid, as spec 001 §7 has it
// (GET /Rest/Pwa/image.php?guid=..., with the token header, answered as the image itself),
// and a PDF sheet of QR labels (ours, api/src/files/README.md "PDFs"). Failures answer the
// envelope.
import { TEXT_LIMITS, ZText } from '@portal/shared/contract';
import {
  PRODUCT_IMAGE_PATH,
  PRODUCT_LABELS_PATH,
  ZLabelsRequest,
} from '@portal/shared/contract/articles';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { findLabels, renderLabelSheet } from '../../files/product-pdf.js';
import { readSupplier } from '../../files/supplier-profile.js';
import { failure, forbidden } from '../../answer/envelope.js';
import { API_BASE, authorise } from '../../http/register-call.js';
import { maySee } from '../../http/resource-access.js';
import { fieldErrors } from '../../http/validation-errors.js';
import { findFileContent, findFileOwner } from '../../repositories/files-repository.js';
import { contentDisposition } from '../global/download-route.js';

const ZImageQuery = z.object({ guid: ZText(TEXT_LIMITS.short, { min: 1 }) });

export function productFileRoutes(app: FastifyInstance, { db, config }: TDeps): void {
  app.get(`${API_BASE}${PRODUCT_IMAGE_PATH}`, async (request, reply) => {
    const { session, refused } = await authorise(app, 'session', request, reply);
    if (refused || !session) return reply;
    const query = ZImageQuery.safeParse(request.query ?? {});
    if (!query.success) {
      return reply
        .code(200)
        .send(failure(MESSAGES.invalidInput, { fields: fieldErrors(query.error, request.query) }));
    }
    if (!maySee(session, 'productDocument')) return reply.code(403).send(forbidden());
    const { guid } = query.data;
    const owner = await findFileOwner(db, session.organisationId, guid);
    const file =
      owner?.ownerType === 'product'
        ? await findFileContent(db, session.organisationId, guid)
        : null;
    if (!file || !file.mimeType.startsWith('image/')) {
      return reply.code(200).send(failure(MESSAGES.notFound));
    }
    return reply
      .code(200)
      .header('Content-Type', file.mimeType)
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Length', file.content.byteLength)
      .send(Buffer.from(file.content));
  });

  app.post(`${API_BASE}${PRODUCT_LABELS_PATH}`, async (request, reply) => {
    const { session, refused } = await authorise(
      app,
      { route: '/articles', level: 1 },
      request,
      reply,
    );
    if (refused || !session) return reply;
    const rawBody: unknown = request.body ?? {};
    const body = ZLabelsRequest.safeParse(rawBody);
    if (!body.success) {
      return reply
        .code(200)
        .send(failure(MESSAGES.invalidInput, { fields: fieldErrors(body.error, rawBody) }));
    }
    const labels = await findLabels(db, session.organisationId, body.data.productIds);
    if (labels.length === 0) return reply.code(200).send(failure(MESSAGES.noLabelCodes));
    const pdf = await renderLabelSheet(labels, readSupplier(config));
    return reply
      .code(200)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('qr-labels.pdf'))
      .header('Cache-Control', 'no-store')
      .header('Content-Length', pdf.byteLength)
      .send(Buffer.from(pdf));
  });
}
