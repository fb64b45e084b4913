// Runs a write in one transaction and honours the Idempotency-Key header of the contract:
// the same key from the same user for the same call answers the stored first answer and
// writes nothing. A write that answers a business error is rolled back, key included.
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyRequest } from 'fastify';
import { constraintRefusal, violatedConstraint } from '../db/constraint-refusals.js';
import type { TDatabase, TQueryable } from '../db/database.js';
import type { TSession } from '../plugins/session-auth.js';
import {
  claimKey,
  findStoredAnswer,
  storeAnswer,
  type TIdempotencyScope,
} from '../repositories/idempotency-repository.js';
import { failure, type TFailure } from '../answer/envelope.js';

const MAX_KEY_LENGTH = 200;

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

export type TWriteContext = {
  request: FastifyRequest;
  session: TSession;
  call: string;
  /** The call's message above field messages, for a rule the database refuses (constraint-refusals.ts). */
  formMessage?: string;
};

/**
 * Runs `write` in a transaction. Without a key it simply writes; with a key it claims the
 * key first (the unique constraint makes a parallel retry wait, then find it taken), and
 * stores the answer before committing. A uniqueness rule the database refuses answers the
 * rule's Dutch message (db/constraint-refusals.ts).
 */
export async function idempotentWrite<TAnswer>(
  db: TDatabase,
  { request, session, call, formMessage }: TWriteContext,
  write: (tx: TQueryable) => Promise<TAnswer | TFailure>,
): Promise<TAnswer | TFailure> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    return failure(MESSAGES.invalidInput, {
      fields: { [IDEMPOTENCY_HEADER]: MESSAGES.invalidValue },
    });
  }
  const scope: TIdempotencyScope | null = key
    ? { organisationId: session.organisationId, userId: session.userId, call, key }
    : null;
  if (scope) {
    const stored = await findStoredAnswer(db, scope);
    if (stored !== null) return stored as TAnswer;
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
      const stored = await findStoredAnswer(db, scope);
      if (stored !== null) return stored as TAnswer;
    }
    throw error;
  }
}
