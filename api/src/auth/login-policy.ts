// Numbers the spec leaves to us (api/README.md "Sign-in"): throttling of the sign-in
// calls, the reset-mail pace and the password rules.

/** Requests per client address per minute, per call. */
export const PER_ADDRESS_PER_MINUTE = {
  login: 30,
  forgot: 10,
  checkGuid: 30,
  setPassword: 10,
} as const;
export type TThrottledCall = keyof typeof PER_ADDRESS_PER_MINUTE;

/**
 * Failed sign-ins of one account name (existing or not, from any address): the first
 * `freeFailures` cost nothing; each one after makes the next attempt wait, 1 s, 2 s, 4 s
 * and so on up to `maxDelaySeconds`. Failures older than `windowMinutes` are forgotten.
 */
export const ACCOUNT_FAILURES = {
  freeFailures: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  windowMinutes: 15,
} as const;

/** At most one reset mail per account in this many minutes. */
export const RESET_MAIL_EVERY_MINUTES = 5;

export const PASSWORD_MIN_LENGTH = 8;
