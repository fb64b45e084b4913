// Numbers the spec leaves to us (api/src/auth/README.md "Sign-in"): throttling of the sign-in
// calls and the reset-mail pace (the password rules: password-policy.ts).

/** Requests per client address per minute, per call. */
export const PER_ADDRESS_PER_MINUTE = {
  login: 30,
  forgot: 10,
  checkGuid: 30,
  setPassword: 10,
  // ours (issue 40 §2): every passkey call (options, verify, recovery code, enrolment).
  passkey: 60,
} as const;
export type TThrottledCall = keyof typeof PER_ADDRESS_PER_MINUTE;

/** How a run of failed sign-ins of one subject slows its next attempts. */
export type TFailurePolicy = {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each next one. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten once the last one is this old. */
  windowMinutes: number;
};

/**
 * Sign-in failures (api/src/auth/README.md "Sign-in"), counted per subject, each slowing only the
 * attempts of that subject:
 * - `client`: one account from one client (a known browser by its client cookie, else the
 *   client address): its own typing errors;
 * - `unknownClients`: one account from every client it does not know, together: what an
 *   attacker with any number of addresses shares. Known clients never wait for it.
 * With these an attacker outside the account's known clients gets at most ~110 guesses
 * per account per day (10 free, then one per 30 s doubling to one per 15 minutes:
 * `guessesPerDay` below), however many addresses it uses.
 */
export const SIGN_IN_FAILURES = {
  client: { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 60, windowMinutes: 15 },
  unknownClients: {
    freeFailures: 10,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * 60,
    windowMinutes: 24 * 60,
  },
} as const satisfies Record<string, TFailurePolicy>;

/** A client that signed in successfully to an account stays known this long after. */
export const KNOWN_CLIENT_DAYS = 90;

/** Seconds the next attempt waits after `failures` failures in a row under `policy`. */
export function delaySeconds(policy: TFailurePolicy, failures: number): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures - 1;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

/** Guesses `policy` allows in a day to someone who tries again the moment each wait ends. */
export function guessesPerDay(policy: TFailurePolicy): number {
  let seconds = 0;
  let guesses = 0;
  while (seconds < 86_400) {
    guesses += 1;
    seconds += delaySeconds(policy, guesses);
  }
  return guesses;
}

/** At most one reset mail per account in this many minutes. */
export const RESET_MAIL_EVERY_MINUTES = 5;
