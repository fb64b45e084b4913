// Builders of the { status, message, response } envelope (ARCHITECTURE.md "The envelope").
import { MESSAGES } from '@portal/shared/rules';

export type TFieldErrors = Record<string, string>;

export function success<T>(response: T, message: string | null = null) {
  return { status: 'success' as const, message, response };
}

/** A business error: HTTP 200, a Dutch message, and per-field messages for bad input. */
export type TFailure = {
  status: 'error';
  message: string | null;
  response: { fields: TFieldErrors } | null;
};

export function failure(
  message: string | null,
  response: { fields: TFieldErrors } | null = null,
): TFailure {
  return { status: 'error', message, response };
}

export const sessionExpired = () => ({
  status: 'SESSION_EXPIRED' as const,
  message: MESSAGES.sessionExpired,
  response: null,
});

export const forbidden = () => failure(MESSAGES.forbidden);

/** HTTP 500 and 404 answers: the client shows its own generic text. */
export const unexpected = () => failure(null);
