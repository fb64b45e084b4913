// Throttling of the sign-in calls (issue 7, api/README.md "Sign-in"): a limit per client
// address per minute on login, forgot, checkGuid and setPassword, and a growing delay per
// account name after failed logins. Counted in the database, so every api process sees
// the same counters. Unknown account names are counted exactly like existing ones.
import type { TQueryable } from '../db/database.js';
import {
  clearFailures,
  countHit,
  isWaiting,
  recordFailure,
  throttleKey,
} from '../repositories/throttle-repository.js';
import { signInThrottled } from '../service/metrics.js';
import { ACCOUNT_FAILURES, PER_ADDRESS_PER_MINUTE, type TThrottledCall } from './login-policy.js';

const accountKey = (login: string) => throttleKey('login-account', login.trim().toLowerCase());

/** Seconds the next attempt must wait after `failures` failures in a row. */
export function accountDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = ACCOUNT_FAILURES;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures - 1));
}

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

/** Whether the account name must still wait after earlier failures. */
export async function isAccountWaiting(db: TQueryable, login: string): Promise<boolean> {
  const waiting = await isWaiting(db, accountKey(login));
  if (waiting) signInThrottled.inc({ call: 'login', reason: 'account' });
  return waiting;
}

export async function recordAccountFailure(db: TQueryable, login: string): Promise<void> {
  await recordFailure(db, accountKey(login), ACCOUNT_FAILURES.windowMinutes, accountDelaySeconds);
}

export function clearAccountFailures(db: TQueryable, login: string): Promise<void> {
  return clearFailures(db, accountKey(login));
}

/**
 * Waits until `floorMs` have passed since `startedAt` (performance.now()). why: a refused
 * sign-in answers no sooner than this, so a throttled attempt, which checks no password,
 * takes as long as an unknown or wrong one, which hash once.
 */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
