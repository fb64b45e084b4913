// Numbers the spec leaves to us (README "Decisions"): lock-out and password length.
export const LOGIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;
export const PASSWORD_MIN_LENGTH = 8;
