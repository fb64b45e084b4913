// GET /Rest/Pwa/global/download/:a/:b: the bytes of a file of the caller's organisation
// (a = kind, b = guid). A missing file, or one of another organisation, answers the error
// envelope with 'Niet gevonden'.
import { DOWNLOAD_PATH } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure } from '../../http/envelope.js';
import { API_BASE, authorise } from '../../http/register-call.js';
import { findFileContent } from '../../repositories/files-repository.js';

/** Kinds of download stored in the files table; later issues add invoices and reports. */
const FILE_KINDS = new Set(['document', 'file', 'image']);

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function downloadRoute(app: FastifyInstance, { db }: TDeps): void {
  app.get<{ Params: { a: string; b: string } }>(
    `${API_BASE}${DOWNLOAD_PATH}`,
    async (request, reply) => {
      const { session, refused } = await authorise(app, 'session', request, reply);
      if (refused || !session) return reply;
      const { a: kind, b: guid } = request.params;
      const file = FILE_KINDS.has(kind)
        ? await findFileContent(db, session.organisationId, guid)
        : null;
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
