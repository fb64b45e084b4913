// The sign-in page's single sign-on calls (issue 40 §1): whether to ask the address first,
// the provider of an address's domain, and the session for the callback's one-time code.
import {
  ssoDiscoverCall,
  ssoFinishCall,
  ssoOptionsCall,
  type TAuthRecord,
} from '@portal/shared/contract';
import { apiUrl, callApiRaw } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

/** Whether any organisation signs in with its own provider; false when it cannot be known. */
export async function isEmailFirst(): Promise<boolean> {
  try {
    const result = await callApiRaw(ssoOptionsCall, {});
    return result.status === 'success' && result.data?.response?.isEmailFirst === true;
  } catch {
    return false;
  }
}

/** The provider's name for the address, null for a password; throws when it cannot be known. */
export async function providerFor(emailaddress: string): Promise<string | null> {
  const result = await callApiRaw(ssoDiscoverCall, { body: { emailaddress } });
  if (result.status !== 'success') throw new Error(result.data?.message || MESSAGES.loginFailed);
  return result.data?.response?.providerName ?? null;
}

/** Where 'Inloggen met ...' goes: the api, which sends the browser on to the provider. */
export function ssoStartUrl(emailaddress: string): string {
  return `${apiUrl('/auth/sso/start')}?email=${encodeURIComponent(emailaddress)}`;
}

export type TFinishResult =
  { isSuccess: true; auth: TAuthRecord } | { isSuccess: false; message: string };

export async function finishSignIn(code: string): Promise<TFinishResult> {
  try {
    const result = await callApiRaw(ssoFinishCall, { body: { code } });
    const auth = result.data?.auth;
    if (result.status === 'success' && auth?.token) return { isSuccess: true, auth };
    return { isSuccess: false, message: result.data?.message || MESSAGES.ssoFailed };
  } catch {
    return { isSuccess: false, message: MESSAGES.ssoFailed };
  }
}

/** The Dutch message of a refusal the callback sent back in the address (`ssoError`). */
export function refusalMessage(reason: string | null): string | null {
  switch (reason) {
    case null:
      return null;
    case 'state':
      return MESSAGES.ssoStateRefused;
    case 'replay':
      return MESSAGES.ssoReplayRefused;
    case 'expired':
      return MESSAGES.ssoTokenExpired;
    case 'audience':
      return MESSAGES.ssoTokenNotForPortal;
    case 'denied':
      return MESSAGES.ssoAccessDenied;
    default:
      return MESSAGES.ssoFailed;
  }
}
