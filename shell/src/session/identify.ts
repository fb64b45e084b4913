// GET /auth/identify (spec 000 §4): the server's view of the session, or an ApiError.
import { identifyCall, PORTAL_ENVIRONMENT, type TIdentity } from '@portal/shared/contract';
import { authStorage, callApi } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

async function askServer(signal?: AbortSignal): Promise<TIdentity> {
  const envelope = await callApi(identifyCall, signal ? { signal } : {});
  const identity = envelope.response;
  if (!identity || identity.environment !== PORTAL_ENVIRONMENT) {
    throw new Error(MESSAGES.fetchFailed);
  }
  return identity;
}

/** The call the shell started at start-up, for the token stored then. */
let early: { token: string; answer: Promise<TIdentity> } | null = null;

/**
 * Starts identify for the stored session right away, while the page's code still loads;
 * the first `identify()` for the same token takes this answer instead of asking again.
 * Call it only once the API client is configured and the router can follow a
 * SESSION_EXPIRED (bootstrap.tsx).
 */
export function startIdentify(): void {
  const token = authStorage.get()?.token;
  if (!token) return;
  const answer = askServer();
  // why: a failure is handled by whoever takes the answer; none may come (a redirect).
  answer.catch(() => undefined);
  early = { token, answer };
}

export function identify(signal?: AbortSignal): Promise<TIdentity> {
  const started = early;
  early = null;
  if (started && started.token === authStorage.get()?.token) return started.answer;
  return askServer(signal);
}
