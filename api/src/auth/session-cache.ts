// Live sessions kept for a moment after their look-up. A page load sends its calls together
// (identify, the list, reference data) and each would otherwise ask the database for the
// same session: the look-up is one round trip per call, as dear as the call's own query.
// Ending a session in this process (sign-out, a new password) forgets it at once; a change
// made elsewhere (the admin CLI: rights, a blocked account) is seen within `ttlMs`.
import type { TLiveSession } from '../repositories/sessions-repository.js';

/** How long a looked-up session is reused (milliseconds); see api/README "Sessions". */
export const SESSION_CACHE_MS = 2_000;

/** Bounds the memory: beyond this many tokens the oldest are dropped. */
const MAX_ENTRIES = 10_000;

type TEntry = { session: TLiveSession; until: number };

export class SessionCache {
  readonly #entries = new Map<string, TEntry>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = () => performance.now()) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The session of `tokenHash` when it was looked up less than ttlMs ago. */
  get(tokenHash: string): TLiveSession | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until > this.#now()) return entry.session;
    this.#entries.delete(tokenHash);
    return null;
  }

  set(tokenHash: string, session: TLiveSession): void {
    if (this.#ttlMs <= 0) return;
    // why: re-inserting moves the token to the end, so the first key is the oldest.
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { session, until: this.#now() + this.#ttlMs });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets a session that was ended (sign-out). */
  forgetSession(sessionId: number): void {
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.session.sessionId === sessionId) this.#entries.delete(tokenHash);
    }
  }

  /** Forgets every session of a user whose sessions were ended (a new password). */
  forgetUser(userId: number): void {
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.session.userId === userId) this.#entries.delete(tokenHash);
    }
  }
}
