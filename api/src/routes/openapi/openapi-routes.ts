// GET /Rest/Pwa/openapi.json: the contract's OpenAPI 3.1 document (the committed
// api/openapi.json: no personal data, the same for every caller, so public and cacheable),
// and GET /Rest/Pwa/docs: a page that shows it to people with Swagger UI, served from the
// api's own node_modules (swagger-ui-dist) under the portal's CSP: no inline script, no
// other origin (its validator badge, which calls one, is off).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../http/register-call.js';
import { OPENAPI_FILE } from '../../openapi/openapi-file.js';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = `${API_BASE}/docs`;

/** Answers of these paths are the same for everyone: security-headers.ts lets them cache. */
export function isPublicApiDocument(url: string): boolean {
  return url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);
}

const PUBLIC_CACHE = 'public, max-age=300';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of the page, by name: from swagger-ui-dist, and our start script. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

const START_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#openapi',
    validatorUrl: null,
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'none',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Klantportaal hulpmiddelen: /Rest/Pwa</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <noscript>This page needs JavaScript; the document itself is at ${OPENAPI_PATH}.</noscript>
    <div id="openapi"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

export function openApiRoutes(app: FastifyInstance): void {
  let document: Promise<Buffer> | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= readFile(OPENAPI_FILE);
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', PUBLIC_CACHE)
      .send(await document);
  });
  app.get(DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', PUBLIC_CACHE).send(PAGE),
  );
  app.get(`${DOCS_PATH}/start.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', PUBLIC_CACHE)
      .send(START_SCRIPT),
  );
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/:file`, async (request, reply) => {
    const asset = ASSETS[request.params.file];
    if (!asset) return reply.callNotFound();
    return reply
      .type(asset.type)
      .header('Cache-Control', PUBLIC_CACHE)
      .send(await readFile(asset.file));
  });
}
