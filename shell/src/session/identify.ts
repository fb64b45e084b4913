// GET /auth/identify (spec 000 §4): the server's view of the session, or an ApiError.
import { identifyCall, PORTAL_ENVIRONMENT, type TIdentity } from '@portal/shared/contract';
import { callApi } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

export async function identify(signal?: AbortSignal): Promise<TIdentity> {
  const envelope = await callApi(identifyCall, signal ? { signal } : {});
  const identity = envelope.response;
  if (!identity || identity.environment !== PORTAL_ENVIRONMENT) {
    throw new Error(MESSAGES.fetchFailed);
  }
  return identity;
}
