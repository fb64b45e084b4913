// The answers a call gives when it does not do what was asked, as the api gives them
// (api/src/http/envelope.ts, register-call.ts, work-lanes.ts): the envelope with the Dutch
// message of the catalogue, under the HTTP status that says why.
import { ZStatus } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { TContractCall } from '../contract-calls.js';

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The refusal answers (by HTTP status) of a call with this access, body and lane. */
export function refusalsOf({
  access,
  takesBody,
  lane,
}: {
  access: TContractCall['access'];
  takesBody: boolean;
  lane: string | null;
}): Record<string, unknown> {
  return {
    ...(access === null ? {} : { '401': ref('SessionExpired'), '403': ref('Forbidden') }),
    ...(takesBody ? { '413': ref('BodyTooLarge') } : {}),
    '503': lane ? ref('ServerBusy') : ref('ServerBusyOrDown'),
  };
}

const envelope = (status: string, message: string | null, response: unknown = null) => ({
  status,
  message,
  response,
});

/** The shared schemas and answers every operation refers to. */
export function errorComponents() {
  const errorEnvelope = {
    type: 'object',
    required: ['status', 'message', 'response'],
    properties: {
      status: { const: 'error' },
      message: {
        type: ['string', 'null'],
        description: 'A Dutch message the portal shows as it is (x-portal-messages).',
      },
      response: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            required: ['fields'],
            properties: {
              fields: {
                type: 'object',
                description: 'Bad input: a Dutch message per field path (e.g. filters.dateFrom).',
                additionalProperties: { type: 'string' },
              },
            },
          },
        ],
      },
    },
  };
  const sessionExpired = {
    type: 'object',
    required: ['status', 'message', 'response'],
    properties: {
      status: { const: 'SESSION_EXPIRED' },
      message: { type: 'string' },
      response: { type: 'null' },
    },
  };
  const json = (schema: unknown, example: unknown) => ({
    'application/json': { schema, example },
  });
  const errorRef = { $ref: '#/components/schemas/ErrorEnvelope' };
  return {
    schemas: {
      Status: { type: 'string', enum: ZStatus.options },
      ErrorEnvelope: errorEnvelope,
      SessionExpiredEnvelope: sessionExpired,
    },
    responses: {
      SessionExpired: {
        description:
          'No X-Auth-Token, or one of no session, or of one that expired: sign in again.',
        content: json(
          { $ref: '#/components/schemas/SessionExpiredEnvelope' },
          envelope('SESSION_EXPIRED', MESSAGES.sessionExpired),
        ),
      },
      Forbidden: {
        description:
          "The account may not open the page the call serves at the level it needs (x-portal-access), or may not see the record's kind.",
        content: json(errorRef, envelope('error', MESSAGES.forbidden)),
      },
      BodyTooLarge: {
        description:
          'A body larger than x-portal-limits.bodyBytes, refused from its Content-Length before it is read.',
        content: json(errorRef, envelope('error', MESSAGES.invalidInput)),
      },
      ServerBusy: {
        description: 'The lane is full for longer than a client should wait; see Retry-After.',
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
        content: json(errorRef, envelope('error', MESSAGES.serverBusy)),
      },
      ServerBusyOrDown: {
        description: 'The server is overloaded or its database unreachable; try again later.',
        content: json(errorRef, envelope('error', MESSAGES.serverBusy)),
      },
    },
    examples: {
      InvalidInput: {
        summary: 'Bad input (HTTP 200): a Dutch message per field',
        value: envelope('error', MESSAGES.invalidInput, {
          fields: { 'filters.dateFrom': MESSAGES.invalidValue },
        }),
      },
    },
  };
}
