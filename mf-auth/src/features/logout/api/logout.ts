// POST /auth/logout, best effort: the session ends on this device whatever the answer.
import { logoutCall } from '@portal/shared/contract';
import { callApiRaw, getApiClientConfig } from '@portal/shared/client';

/** Tells the server to end the session when a token is known; never throws. */
export async function logout(): Promise<void> {
  if (!getApiClientConfig().getToken()) return;
  try {
    await callApiRaw(logoutCall);
  } catch {
    // why: offline or already expired; local storage is cleared anyway.
  }
}
