// Runs a write in one transaction and honours the Idempotency-Key header of the contract:
// a key stands for one request (one user, one call, one content). The same request sent
// again answers the stored first answer and writes nothing; the key sent again with other
// content, by another user or to another call is refused with HTTP 422 and writes nothing
// either (api/src/http/README.md "Idempotency"). A write that answers a business error is
// rolled back, key included.
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constraintRefusal, violatedConstraint } from '../db/constraint-refusals.js';
import type { TDatabase, TQueryable } from '../db/database.js';
import type { TSession } from '../plugins/session-auth.js';
import {
  claimKey,
  findStoredKey,
  storeAnswer,
  type TIdempotencyScope,
  type TStoredKey,
} from '../repositories/idempotency-repository.js';
import { failure, type TFailure } from '../answer/envelope.js';
import { requestFingerprint } from './request-fingerprint.js';

const MAX_KEY_LENGTH = 200;
/** Stripe's answer to a key reused with other parameters: the request is understood, not done. */
const KEY_REUSED_STATUS = 422;

class RollBack extends Error {
  constructor(readonly answer: TFailure) {
    super('write answered a business error');
  }
}

class KeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}

function isFailure(answer: unknown): answer is TFailure {
  return (answer as { status?: unknown } | null)?.status === 'error';
}

/** The request's Idempotency-Key, null when absent, or undefined when it is unusable. */
export function idempotencyKeyOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const key = value.trim();
  return key.length === 0 || key.length > MAX_KEY_LENGTH ? undefined : key;
}

/** The call's context (its params and validated body are the request's content). */
export type TWriteContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: unknown;
  body: unknown;
  session: TSession;
  call: string;
  /** The call's message above field messages, for a rule the database refuses (constraint-refusals.ts). */
  formMessage?: string;
};

/** Whether a stored key is this very request (a key stored before migration 036 has no hash). */
function isSameRequest(stored: TStoredKey, scope: TIdempotencyScope): boolean {
  return (
    stored.userId === scope.userId &&
    stored.organisationId === scope.organisationId &&
    stored.call === scope.call &&
    (stored.requestHash === null || stored.requestHash === scope.requestHash)
  );
}

/**
 * Runs `write` in a transaction. Without a key it simply writes; with a key it claims the
 * key first (the unique index makes a parallel request with the key wait, then find it
 * taken), and stores the answer before committing. A uniqueness rule the database refuses
 * answers the rule's Dutch message (db/constraint-refusals.ts).
 */
export async function idempotentWrite<TAnswer>(
  db: TDatabase,
  context: TWriteContext,
  write: (tx: TQueryable) => Promise<TAnswer | TFailure>,
): Promise<TAnswer | TFailure> {
  const { request, reply, session, call, formMessage } = context;
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    return failure(MESSAGES.invalidInput, {
      fields: { [IDEMPOTENCY_HEADER]: MESSAGES.invalidValue },
    });
  }
  const scope: TIdempotencyScope | null = key
    ? {
        organisationId: session.organisationId,
        userId: session.userId,
        call,
        key,
        requestHash: requestFingerprint(context.params, context.body),
      }
    : null;
  /** The first answer to this request, or the refusal of a key that is another's (sent). */
  const answerOfUsedKey = async (stored: TStoredKey, used: TIdempotencyScope) => {
    if (isSameRequest(stored, used)) return stored.response as TAnswer;
    const refusal = failure(MESSAGES.idempotencyKeyReused);
    await reply.code(KEY_REUSED_STATUS).send(refusal);
    return refusal;
  };
  if (scope) {
    const stored = await findStoredKey(db, scope.key);
    if (stored !== null) return answerOfUsedKey(stored, scope);
  }
  try {
    return await db.transaction(async (tx) => {
      if (scope && !(await claimKey(tx, scope))) throw new KeyTaken();
      const answer = await write(tx);
      if (isFailure(answer)) throw new RollBack(answer);
      if (scope) await storeAnswer(tx, scope, answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.answer;
    // why: a writer that passed the application's check together with another one meets the
    // rule's constraint; it is answered the rule's message, its transaction rolled back.
    const refused = constraintRefusal(error, formMessage);
    if (refused) {
      request.log.info({ constraint: violatedConstraint(error) }, 'refused by a constraint');
      return refused;
    }
    if (error instanceof KeyTaken && scope) {
      const stored = await findStoredKey(db, scope.key);
      if (stored !== null) return answerOfUsedKey(stored, scope);
    }
    throw error;
  }
}
