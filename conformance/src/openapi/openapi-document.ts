// The OpenAPI 3.1 document of /Rest/Pwa, generated from the `defineCall` contract and nothing
// else: each call's path, method, parameters, body and answer envelope, who may call it
// (x-portal-access), its work lane and limits, the refusals it answers (401, 403, 413, 503
// and the business error of status 'error' with the catalogue's Dutch messages), the
// Idempotency-Key of writes, and a request example built from the demo data's records.
import {
  IDEMPOTENCY_HEADER,
  LIVE_KEEP_ALIVE_MS,
  LIVE_STREAMS,
  TEXT_LIMITS,
  MAX_LIMIT_ROWS,
  ZLiveRequestEvent,
  type TLiveStream,
} from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { z } from 'zod';
import {
  callExamples,
  excelExamples,
  managementDownloadExamples,
  type TExampleIds,
} from '../call-examples.js';
import {
  CONTRACT_CALLS,
  CONTRACT_DOWNLOADS,
  type TContractCall,
  type TContractDownload,
} from '../contract-calls.js';
import { jsonSchemaOf, objectPropertiesOf, type TJsonSchema } from './json-schema.js';
import { errorComponents, refusalsOf } from './refusals.js';

export type TOpenApiOptions = {
  /** The portal's version (info.version). */
  version: string;
  /** The records the examples name (the demo data's, in the committed document). */
  ids: TExampleIds;
  /** The largest body in bytes the server reads for a body schema (api http/body-limit.ts). */
  bodyLimitOf?: (body: z.ZodType) => number;
  /** Whether a call waits in the list lane because its body pages (api work-lanes.ts). */
  pagesThroughList?: (body: z.ZodType) => boolean;
};

export type TOpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** `/global/locations/:id` as OpenAPI writes it: `/global/locations/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

const takesBody = (body: z.ZodType) => !body.safeParse(undefined).success;

const DESCRIPTION = `The customer portal's API below \`/Rest/Pwa\`, generated from the \`defineCall\`
contract in \`shared/src/contract/\` (the committed copy is \`api/openapi.json\`; \`npm run openapi\`
writes it again).

**The envelope.** Every call answers JSON \`{ "status", "message", "response" }\`. \`status\` is
\`success\` (\`response\` holds the call's answer), \`error\` (a business refusal: HTTP 200 with a
Dutch \`message\` the portal shows as it is; bad input adds \`response.fields\`, a Dutch message per
field path), \`SESSION_EXPIRED\` (HTTP 401: no, an unknown or an expired \`X-Auth-Token\`) or
\`handled\`. A caller who may not open the page a call serves gets HTTP 403 with status \`error\`
and message "${MESSAGES.forbidden}". Files (Excel, PDF, images) answer the file itself, or the
envelope when refused.

**Sessions.** \`POST /auth/login\` answers \`auth.token\` beside the envelope; send it as
\`X-Auth-Token\` on every call. \`GET /auth/identify\` answers the account, its permissions per
route (\`x-portal-access\` names the route and level each call needs). A session ends after its
idle time or its lifetime; every call then answers 401 \`SESSION_EXPIRED\`.

**Limits.** Every string, list and number a call accepts has a maximum (\`maxLength\`,
\`maxItems\`, \`maximum\` below); \`x-portal-limits.bodyBytes\` is the largest body the server
reads (larger answers 413 before the body is read). Pages hold at most ${MAX_LIMIT_ROWS} rows.

**Writes** that create or change records take an \`${IDEMPOTENCY_HEADER}\` header: the same key
twice answers the first result and writes nothing new.`;

/** The general messages of the catalogue (the texts without parameters). */
function catalogue(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(MESSAGES as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function accessExtensions(access: TContractCall['access']): Record<string, unknown> {
  return { 'x-portal-access': access ?? 'public' };
}

function security(access: TContractCall['access']) {
  return access === null ? [] : [{ authToken: [] }];
}

function pathParameters(schema: z.ZodType | undefined, example: Record<string, string> = {}) {
  if (!schema) return [];
  const { properties } = objectPropertiesOf(schema);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'path',
    required: true,
    schema: property,
    ...(example[name] === undefined ? {} : { example: example[name] }),
  }));
}

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key of the client per intended write (one per form submission, kept across retries): a second request with the same key from the same account answers the first answer and writes nothing.',
  schema: { type: 'string', minLength: 1, maxLength: TEXT_LIMITS.token },
};

function callOperation(call: TContractCall, options: TOpenApiOptions, tag: string) {
  const example = callExamples(options.ids)[call.path];
  const withBody = takesBody(call.body);
  const lane = call.lane ?? (withBody && options.pagesThroughList?.(call.body) ? 'list' : null);
  return {
    operationId: call.name.replace(/Call$/, ''),
    tags: [tag],
    summary: `${call.method} ${call.path}`,
    security: security(call.access),
    ...accessExtensions(call.access),
    'x-portal-kind': call.kind,
    'x-portal-lane': lane,
    'x-portal-limits': {
      bodyBytes: withBody ? (options.bodyLimitOf?.(call.body) ?? null) : 0,
    },
    parameters: [
      ...pathParameters(call.params, example?.params),
      ...(call.kind === 'write' ? [IDEMPOTENCY_PARAMETER] : []),
    ],
    ...(withBody
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchemaOf(call.body),
                ...(example?.body === undefined ? {} : { example: example.body }),
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description:
          "The envelope: status 'success' with the call's answer, or status 'error' with a Dutch message (bad input: response.fields).",
        content: {
          'application/json': {
            schema: {
              anyOf: [jsonSchemaOf(call.response), { $ref: '#/components/schemas/ErrorEnvelope' }],
            },
            examples: { invalidInput: { $ref: '#/components/examples/InvalidInput' } },
          },
        },
      },
      ...refusalsOf({ access: call.access, takesBody: withBody, lane }),
    },
  };
}

function downloadBodyExample(download: TContractDownload, ids: TExampleIds) {
  if (download.path.endsWith('/overviews/excel')) {
    return {
      examples: Object.fromEntries(
        Object.entries(managementDownloadExamples(ids)).map(([type, value]) => [
          type.replace(/\s/g, '-'),
          { value },
        ]),
      ),
    };
  }
  const example = excelExamples(ids)[download.path];
  return example === undefined ? {} : { example };
}

const DOWNLOAD_KINDS = [
  'document',
  'file',
  'image',
  'invoice',
  'invoice-ubl',
  'rental-document',
  'inspection',
  'repair',
];

/** `?inline=1` of a download that may answer a PDF for the browser's viewer (issue 38). */
const INLINE_PARAMETER = {
  name: 'inline',
  in: 'query',
  required: false,
  description:
    "1: a PDF the portal draws answers Content-Disposition inline (the browser's viewer); anything else stays an attachment.",
  schema: { type: 'string', enum: ['1'] },
};

function downloadParameters(download: TContractDownload, ids: TExampleIds) {
  const own = ownDownloadParameters(download, ids);
  return download.inline ? [...own, INLINE_PARAMETER] : own;
}

function ownDownloadParameters(download: TContractDownload, ids: TExampleIds) {
  if (download.path.includes(':a/:b')) {
    return [
      {
        name: 'a',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: DOWNLOAD_KINDS },
        example: 'invoice',
      },
      {
        name: 'b',
        in: 'path',
        required: true,
        description: 'A guid (document, file, image), an id, or a document number.',
        schema: { type: 'string', minLength: 1, maxLength: TEXT_LIMITS.short },
        example: String(ids.invoiceId),
      },
    ];
  }
  if (download.method === 'GET') {
    return [
      {
        name: 'guid',
        in: 'query',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: TEXT_LIMITS.short },
      },
    ];
  }
  return [];
}

function downloadOperation(download: TContractDownload, options: TOpenApiOptions) {
  const body = download.body;
  return {
    operationId: `download${openApiPath(download.path)
      .replace(/[{}.]/g, '')
      .split(/[/-]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    tags: ['downloads'],
    summary: `${download.method} ${download.path}`,
    description: download.summary,
    security: security(download.access),
    ...accessExtensions(download.access),
    'x-portal-kind': 'download',
    'x-portal-lane': download.contentTypes[0]?.includes('spreadsheet') ? 'export' : null,
    'x-portal-limits': { bodyBytes: body ? (options.bodyLimitOf?.(body) ?? null) : 0 },
    parameters: downloadParameters(download, options.ids),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchemaOf(body),
                ...downloadBodyExample(download, options.ids),
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description:
          "The file, with Content-Disposition naming it (attachment; filename and filename*=UTF-8''), or the envelope with status 'error' (not found, bad input, nothing to export).",
        headers: {
          'Content-Disposition': {
            schema: { type: 'string' },
            description: 'attachment; filename="…"; filename*=UTF-8\'\'…',
          },
        },
        content: {
          ...Object.fromEntries(
            download.contentTypes.map((type) => [
              type,
              { schema: { type: 'string', contentMediaType: type } },
            ]),
          ),
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
        },
      },
      ...refusalsOf({ access: download.access, takesBody: body !== undefined, lane: null }),
    },
  };
}

/**
 * A live event stream (issue 41): outside `defineCall`, since its answer is no envelope
 * and never ends; listed here from the contract's `LIVE_STREAMS`.
 */
function streamOperation(stream: TLiveStream) {
  return {
    operationId: `stream${openApiPath(stream.path)
      .split(/[/-]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    tags: ['streams'],
    summary: `${stream.method} ${stream.path}`,
    description:
      `${stream.summary} Events: \`ready\` once the stream listens (refetch what you show), ` +
      `\`request\` per change (data: the request's id and kind), \`resync\` when the server ` +
      `may have missed changes (refetch everything). A comment line every ` +
      `${LIVE_KEEP_ALIVE_MS / 1000} s keeps it open; it ends when the session ends or the ` +
      `server stops: reconnect with a growing wait. The token travels in X-Auth-Token, so ` +
      `read it with fetch, not EventSource.`,
    security: security(stream.access),
    ...accessExtensions(stream.access),
    'x-portal-kind': 'stream',
    'x-portal-lane': null,
    'x-portal-limits': { bodyBytes: 0 },
    'x-portal-event-data': { request: jsonSchemaOf(ZLiveRequestEvent) },
    responses: {
      '200': {
        description: 'An endless text/event-stream (Server-Sent Events).',
        content: {
          'text/event-stream': {
            schema: { type: 'string' },
            example: 'event: request\ndata: {"customerRequestId":1234,"kind":"step"}\n\n',
          },
        },
      },
      ...refusalsOf({ access: stream.access, takesBody: false, lane: null }),
    },
  };
}

/** The OpenAPI 3.1 document of the whole contract. */
export function buildOpenApiDocument(options: TOpenApiOptions): TOpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: unknown) => {
    const key = openApiPath(path);
    paths[key] = { ...paths[key], [method.toLowerCase()]: operation };
  };
  for (const call of CONTRACT_CALLS)
    add(call.path, call.method, callOperation(call, options, call.area));
  for (const download of CONTRACT_DOWNLOADS) {
    add(download.path, download.method, downloadOperation(download, options));
  }
  for (const stream of LIVE_STREAMS) add(stream.path, stream.method, streamOperation(stream));
  const areas = [...new Set(CONTRACT_CALLS.map((call) => call.area))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Klantportaal hulpmiddelen: /Rest/Pwa',
      version: options.version,
      description: DESCRIPTION,
    },
    servers: [{ url: '/Rest/Pwa', description: 'The API below the portal it serves' }],
    tags: [...areas, 'downloads', 'streams'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        authToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Auth-Token',
          description: 'The token POST /auth/login answers in auth.token.',
        },
      },
      ...errorComponents(),
    },
    'x-portal-messages': catalogue(),
  } satisfies TOpenApiDocument;
}

export type { TJsonSchema };
