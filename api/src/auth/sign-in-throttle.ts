// Throttling of the sign-in calls (api/src/auth/README.md "Sign-in"): a limit per client address
// per minute on login, forgot, checkGuid and setPassword; and for login, growing delays after
// failures that slow down the guesser, never the owner (OWASP's authentication cheat sheet, "device
// cookies"): failures are counted per account and client, and per account for all the clients it
// does not know together; a client that signed in successfully before (its client cookie, or its
// address) is known and waits only for its own failures. Counted in the database, so every api
// process sees the same counters. Unknown account names are counted exactly like existing ones.
import type { TQueryable } from '../db/database.js';
import {
  claimAttempt,
  clearFailures,
  countHit,
  isAnyWaiting,
  isKnownClient,
  recordFailure,
  releaseClaim,
  rememberClient,
  throttleKey,
} from '../repositories/throttle-repository.js';
import { signInThrottled } from '../service/metrics.js';
import {
  delaySeconds,
  KNOWN_CLIENT_DAYS,
  PER_ADDRESS_PER_MINUTE,
  SIGN_IN_FAILURES,
  type TThrottledCall,
} from './login-policy.js';

/**
 * Counts a request of `call` from `address`; true when that address is over its limit
 * (PER_ADDRESS_PER_MINUTE times `factor`, config SIGN_IN_LIMIT_FACTOR).
 */
export async function isOverAddressLimit(
  db: TQueryable,
  call: TThrottledCall,
  address: string,
  factor = 1,
): Promise<boolean> {
  const hits = await countHit(db, throttleKey(`${call}-address`, address), 60);
  const over = hits > PER_ADDRESS_PER_MINUTE[call] * factor;
  if (over) signInThrottled.inc({ call, reason: 'address' });
  return over;
}

/** Who tries to sign in: the account (user id, or the name as typed when there is none). */
export type TSignInAttempt = {
  login: string;
  userId: number | null;
  address: string;
  /** The token of the browser's client cookie (auth/client-cookie.ts), when it sent one. */
  clientToken: string | null;
};

/** The counters an attempt is judged by, and whether its client is known to the account. */
export type TSignInGate = {
  isKnown: boolean;
  /** Failures of this account from this client (its cookie when known by it, else its address). */
  clientKey: string;
  /** Failures of this account from all unknown clients; null for a known client. */
  unknownClientsKey: string | null;
};

const accountOf = ({ login, userId }: TSignInAttempt) =>
  userId === null ? `name:${login.trim().toLowerCase()}` : `user:${userId}`;

/** The remembered key of a client of a user: its cookie token or its address. */
const knownKey = (userId: number, kind: 'cookie' | 'address', client: string) =>
  throttleKey(`known-${kind}`, `${userId}\u0000${client}`);

/** Decides which counters judge the attempt; a client is known by its cookie or its address. */
export async function signInGate(db: TQueryable, attempt: TSignInAttempt): Promise<TSignInGate> {
  const account = accountOf(attempt);
  const { userId, clientToken, address } = attempt;
  const cookieKey = userId !== null && clientToken ? knownKey(userId, 'cookie', clientToken) : null;
  const addressKey = userId !== null ? knownKey(userId, 'address', address) : null;
  const known = await isKnownClient(
    db,
    [cookieKey, addressKey].filter((key): key is string => key !== null),
    KNOWN_CLIENT_DAYS,
  );
  const isKnownByCookie = cookieKey !== null && known.has(cookieKey);
  const isKnown = isKnownByCookie || (addressKey !== null && known.has(addressKey));
  return {
    isKnown,
    // why: a browser known by its cookie has counters of its own, so that nobody else on
    // its network (a ward's shared address) makes it wait.
    clientKey: isKnownByCookie
      ? throttleKey('login-client', `${account}\u0000cookie\u0000${clientToken ?? ''}`)
      : throttleKey('login-client', `${account}\u0000address\u0000${address}`),
    unknownClientsKey: isKnown ? null : throttleKey('login-unknown-clients', account),
  };
}

/**
 * Whether the attempt may check its password: its client does not wait, and an unknown
 * client gets one of the account's guesses for unknown clients (claimed at once, so that
 * parallel guesses cannot all slip through; a right password gives it back). A refused
 * attempt checks no password at all.
 */
export async function mayTry(db: TQueryable, gate: TSignInGate): Promise<boolean> {
  const may =
    !(await isAnyWaiting(db, [gate.clientKey])) &&
    (gate.unknownClientsKey === null ||
      (await claimAttempt(db, gate.unknownClientsKey, SIGN_IN_FAILURES.unknownClients)));
  if (!may) signInThrottled.inc({ call: 'login', reason: 'account' });
  return may;
}

/** Counts a failed attempt for its client (the account's unknown clients counted it already). */
export async function recordSignInFailure(db: TQueryable, gate: TSignInGate): Promise<void> {
  const policy = SIGN_IN_FAILURES.client;
  await recordFailure(db, gate.clientKey, policy.windowMinutes, (failures) =>
    delaySeconds(policy, failures),
  );
}

/**
 * After a sign-in (or a password set through a mailed link): the client's own failures are
 * forgotten, and the client becomes known to the user, by its cookie and its address. The
 * account's count of unknown clients stays: an attack may still be going on.
 */
export async function recordSignInSuccess(
  db: TQueryable,
  gate: TSignInGate | null,
  { userId, address, clientToken }: { userId: number; address: string; clientToken: string },
): Promise<void> {
  if (gate) {
    await clearFailures(db, gate.clientKey);
    if (gate.unknownClientsKey) await releaseClaim(db, gate.unknownClientsKey);
  }
  await rememberClient(db, userId, [
    knownKey(userId, 'cookie', clientToken),
    knownKey(userId, 'address', address),
  ]);
}

/**
 * Waits until `floorMs` have passed since `startedAt` (performance.now()). why: a refused
 * sign-in answers no sooner than this, so a throttled attempt, which checks no password,
 * takes as long as an unknown or wrong one, which hash once.
 */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  // why: a timer runs on the event loop's cached millisecond clock and may fire up to a
  // millisecond early, which would tell a fast refusal from a slow one; wait again then.
  const leftAt = () => startedAt + floorMs - performance.now();
  for (let left = leftAt(); left > 0; left = leftAt()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}
