// Session authentication: the X-Auth-Token header names a session; a live one is refreshed
// (last_seen_at, at most once a minute) and comes back with the user's organisation, roles
// and permissions, in one statement on the database's urgent lane, then is reused for
// config.sessionCacheMs (auth/session-cache.ts).
import type { TPermissions } from '@portal/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../deps.js';
import { SessionCache } from '../auth/session-cache.js';
import { hashToken } from '../auth/tokens.js';
import { findLiveSession, type TSessionRow } from '../repositories/sessions-repository.js';

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
  app.decorate<TSessionAuth>('sessionAuth', {
    async authenticate(request) {
      const header = request.headers[AUTH_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const session = await findLiveSession(
        db.urgent,
        token,
        config.sessionIdleSeconds,
        config.sessionMaxSeconds,
      );
      if (session) cache.set(tokenHash, session);
      return session;
    },
    ended: (sessionId) => cache.forgetSession(sessionId),
    endedForUser: (userId) => cache.forgetUser(userId),
  });
}
