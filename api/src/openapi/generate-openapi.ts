// The api's OpenAPI document: the contract's (@portal/conformance/openapi) with this
// server's body limits and lanes, and the demo data's records in the examples. The committed
// copy, api/openapi.json, is what the api serves; openapi-file.test.ts keeps the two equal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, type TOpenApiDocument } from '@portal/conformance/openapi';
import { bodyLimitOf } from '../http/body-limit.js';
import { DEFAULT_BODY_LIMIT } from '../http/register-call.js';
import { API_ROOT } from '../package-paths.js';
import { pagesThroughList } from '../plugins/work-lanes.js';
import { DEMO_EXAMPLE_IDS } from './demo-example-ids.js';

export { OPENAPI_FILE } from './openapi-file.js';

export function generateOpenApiDocument(): TOpenApiDocument {
  const { version } = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return buildOpenApiDocument({
    version,
    ids: DEMO_EXAMPLE_IDS,
    bodyLimitOf: (body) => bodyLimitOf(body, DEFAULT_BODY_LIMIT),
    pagesThroughList,
  });
}

/** The document as the committed file holds it (two-space JSON, a final line break). */
export function openApiFileText(document: TOpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
