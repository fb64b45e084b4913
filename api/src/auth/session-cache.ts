// Live sessions kept for a moment after their look-up. A page load sends its calls together
// (identify, the list, reference data) and each would otherwise ask the database for the
// same session: the look-up is one round trip per call, as dear as the call's own query.
// Ending a session in this process (sign-out, a new password) forgets it at once; a change
// made elsewhere (the admin CLI: rights, a blocked account) is seen within `ttlMs`.
//
// A session used in the second half of its time is looked up again in the background
// while the call goes on with it (`isDue`), so a user who keeps working never waits for
// the look-up: under load a look-up queues behind the list queries in the database, and
// was the slowest 1% of identify calls (bench/README.md, the stall probe).
import type { TLiveSession } from '../repositories/sessions-repository.js';

/** How long a looked-up session is reused (milliseconds); see api/src/auth/README.md "Sessions". */
export const SESSION_CACHE_MS = 2_000;

/** Bounds the memory: beyond this many tokens the oldest are dropped. */
const MAX_ENTRIES = 10_000;

type TEntry = { session: TLiveSession; lookedUpAt: number };

export type TCachedSession = {
  session: TLiveSession;
  /** Past half its time: look it up again (in the background) while using it. */
  isDue: boolean;
};

export class SessionCache {
  readonly #entries = new Map<string, TEntry>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  #endings = 0;

  constructor(ttlMs: number, now: () => number = () => performance.now()) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The session of `tokenHash` when it was looked up less than ttlMs ago. */
  get(tokenHash: string): TCachedSession | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    const age = this.#now() - entry.lookedUpAt;
    if (age < this.#ttlMs) return { session: entry.session, isDue: age >= this.#ttlMs / 2 };
    this.#entries.delete(tokenHash);
    return null;
  }

  /**
   * A mark to take before a look-up and pass to `set`: a session ended in this process while
   * the look-up ran (it may have read the row just before) is then not stored.
   */
  mark(): number {
    return this.#endings;
  }

  set(tokenHash: string, session: TLiveSession, mark: number): void {
    if (this.#ttlMs <= 0 || mark !== this.#endings) return;
    // why: re-inserting moves the token to the end, so the first key is the oldest.
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { session, lookedUpAt: this.#now() });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets a token whose session is no longer live. */
  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Forgets a session that was ended (sign-out). */
  forgetSession(sessionId: number): void {
    this.#endings += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.session.sessionId === sessionId) this.#entries.delete(tokenHash);
    }
  }

  /** Forgets every session of a user whose sessions were ended (a new password). */
  forgetUser(userId: number): void {
    this.#endings += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.session.userId === userId) this.#entries.delete(tokenHash);
    }
  }
}
