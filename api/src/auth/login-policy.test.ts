// The numbers of api/src/auth/README.md "Sign-in": the delays and the guesses a day they allow.
import { describe, expect, it } from 'vitest';
import { delaySeconds, guessesPerDay, SIGN_IN_FAILURES } from './login-policy.js';

describe('the sign-in failure policies', () => {
  it('let a client make a few typing errors, then wait 1, 2, 4 ... up to 60 s', () => {
    const waits = Array.from({ length: 14 }, (_, i) =>
      delaySeconds(SIGN_IN_FAILURES.client, i + 1),
    );
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('give all unknown clients of an account together about 110 guesses a day', () => {
    const policy = SIGN_IN_FAILURES.unknownClients;
    expect(delaySeconds(policy, 10)).toBe(0);
    expect(delaySeconds(policy, 11)).toBe(30);
    expect(delaySeconds(policy, 16)).toBe(900);
    expect(delaySeconds(policy, 1_000)).toBe(900);
    expect(guessesPerDay(policy)).toBe(110);
    // one address alone (if it were known) could try ~1,440 times a day
    expect(guessesPerDay(SIGN_IN_FAILURES.client)).toBeLessThan(1_500);
  });
});
