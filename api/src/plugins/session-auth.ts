// Session authentication: the X-Auth-Token header names a session; a live one is refreshed
// (last_seen_at, at most once a minute) and comes back with the user's organisation, roles
// and permissions, in one statement on the database's urgent lane, then is reused for
// config.sessionCacheMs (auth/session-cache.ts), looked up again in the background in the
// second half of that time while it is used.
import type { TPermissions } from '@portal/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../deps.js';
import { SessionCache } from '../auth/session-cache.js';
import { hashToken } from '../auth/tokens.js';
import {
  findLiveSession,
  type TLiveSession,
  type TSessionRow,
} from '../repositories/sessions-repository.js';
import { failureReason } from '../service/failure-reason.js';

export const AUTH_HEADER = 'x-auth-token';

export type TSession = TSessionRow & { permissions: TPermissions };

export type TSessionAuth = {
  /** The caller's live session, or null when the token is missing, unknown, revoked or idle. */
  authenticate(request: FastifyRequest): Promise<TSession | null>;
  /** A session this process ended (sign-out): no later call may use it. */
  ended(sessionId: number): void;
  /** Every session of a user ended by this process (a new password). */
  endedForUser(userId: number): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessionAuth: TSessionAuth;
  }
}

export function sessionAuthPlugin(app: FastifyInstance, { db, config }: TDeps): void {
  const cache = new SessionCache(config.sessionCacheMs);
  // why: one look-up per token at a time; the calls of a page that arrive together share it.
  const lookingUp = new Map<string, Promise<TLiveSession | null>>();
  const lookUp = (token: string, tokenHash: string): Promise<TLiveSession | null> => {
    const running = lookingUp.get(tokenHash);
    if (running) return running;
    const mark = cache.mark();
    const lookup = findLiveSession(
      db.urgent,
      token,
      config.sessionIdleSeconds,
      config.sessionMaxSeconds,
    )
      .then((session) => {
        if (session) cache.set(tokenHash, session, mark);
        else cache.forget(tokenHash);
        return session;
      })
      .finally(() => lookingUp.delete(tokenHash));
    lookingUp.set(tokenHash, lookup);
    return lookup;
  };

  app.decorate<TSessionAuth>('sessionAuth', {
    async authenticate(request) {
      const header = request.headers[AUTH_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (!cached) return lookUp(token, tokenHash);
      if (cached.isDue) {
        // why: the call goes on with the session it has; a failed look-up in the background
        // leaves the entry to expire on its own, and the next call looks up in the foreground.
        lookUp(token, tokenHash).catch((error: unknown) =>
          request.log.warn(failureReason(error), 'session look-up in the background failed'),
        );
      }
      return cached.session;
    },
    // why: a look-up under way may have read the session before it ended; later calls start
    // their own.
    ended: (sessionId) => {
      cache.forgetSession(sessionId);
      lookingUp.clear();
    },
    endedForUser: (userId) => {
      cache.forgetUser(userId);
      lookingUp.clear();
    },
  });
}
