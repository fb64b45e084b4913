// The committed OpenAPI document is the one the contract generates (a contract change shows
// in review as a change of api/openapi.json; `npm run openapi` writes it), it is valid
// OpenAPI 3.1, it names every call with its access, refusals and idempotency, each example
// is a request its call accepts (conformance-kit.test.ts checks the api serves it).
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { CONTRACT_CALLS, CONTRACT_DOWNLOADS } from '@portal/conformance/calls';
import { callExamples } from '@portal/conformance/examples';
import { openApiPath } from '@portal/conformance/openapi';
import { IDEMPOTENCY_HEADER, LIVE_STREAMS } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { DEMO_EXAMPLE_IDS } from './demo-example-ids.js';
import { generateOpenApiDocument, OPENAPI_FILE, openApiFileText } from './generate-openapi.js';

type TOperation = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
  'x-portal-access': unknown;
  'x-portal-kind': string;
};

const document = generateOpenApiDocument();
const operationOf = (method: string, path: string) =>
  (document.paths[openApiPath(path)] as Record<string, TOperation> | undefined)?.[
    method.toLowerCase()
  ];

describe('the OpenAPI document', () => {
  it('is the committed api/openapi.json (run `npm run openapi` after a contract change)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiFileText(document));
  });

  it('is valid OpenAPI 3.1', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has every call, download and live stream, with its access and refusals', () => {
    expect(CONTRACT_CALLS.length).toBeGreaterThan(60);
    for (const call of [...CONTRACT_CALLS, ...CONTRACT_DOWNLOADS, ...LIVE_STREAMS]) {
      const operation = operationOf(call.method, call.path);
      expect(operation, call.path).toBeDefined();
      expect(operation?.['x-portal-access'], call.path).toEqual(call.access ?? 'public');
      if (call.access !== null) {
        expect(Object.keys(operation?.responses ?? {}), call.path).toEqual(
          expect.arrayContaining(['200', '401', '403']),
        );
      }
    }
    const components = JSON.stringify(document['components']);
    for (const message of [MESSAGES.sessionExpired, MESSAGES.forbidden, MESSAGES.invalidInput]) {
      expect(components).toContain(message);
    }
  });

  it('declares the Idempotency-Key on exactly the writes', () => {
    for (const call of CONTRACT_CALLS) {
      const names = (operationOf(call.method, call.path)?.parameters ?? []).map(({ name }) => name);
      expect(names.includes(IDEMPOTENCY_HEADER), call.id).toBe(call.kind === 'write');
    }
  });

  it('has an example of every call that its call accepts', () => {
    const examples = callExamples(DEMO_EXAMPLE_IDS);
    for (const call of CONTRACT_CALLS) {
      const example = examples[call.path];
      expect(example, call.path).toBeDefined();
      expect(call.params.safeParse(example?.params ?? {}).error, call.path).toBeUndefined();
      expect(call.body.safeParse(example?.body).error, call.path).toBeUndefined();
    }
  });
});
