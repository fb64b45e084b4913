// The sign-in page's passkey calls (issue 40 §2): whether to offer a sign-in with a passkey
// alone, the second step after a right password (a passkey or the recovery code), and the
// first passkey when the organisation requires two factors. The browser's part goes through
// @simplewebauthn/browser, loaded only when a passkey is used.
import {
  passkeyAvailableCall,
  passkeyEnrolCall,
  passkeyEnrolOptionsCall,
  passkeyRecoveryCall,
  passkeySignInCall,
  passkeySignInOptionsCall,
  type TAuthRecord,
  type TAuthenticationCredential,
  type TRegistrationCredential,
  type TWebAuthnOptions,
} from '@portal/shared/contract';
import { callApiRaw } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

/** Whether this browser can use passkeys at all (WebAuthn in a secure context). */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the page offers 'Inloggen met een passkey'; false when it cannot be known. */
export async function isPasskeyOffered(): Promise<boolean> {
  if (!canUsePasskeys()) return false;
  try {
    const result = await callApiRaw(passkeyAvailableCall, {});
    return result.status === 'success' && result.data?.response?.isOffered === true;
  } catch {
    return false;
  }
}

/** The browser's refusal or cancel as the text to show; another failure as its message. */
export function browserRefusal(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return MESSAGES.passkeyCancelled;
  if (name === 'NotSupportedError' || !canUsePasskeys()) return MESSAGES.passkeyUnsupported;
  if (name === 'InvalidStateError') return MESSAGES.passkeyNotAdded;
  return error instanceof Error && error.message ? error.message : MESSAGES.passkeyRefused;
}

/** Runs `navigator.credentials.get()` with the server's options. */
export async function askPasskey(options: TWebAuthnOptions): Promise<TAuthenticationCredential> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // why: the options are the server library's JSON form; the contract checks the challenge only.
  const answer = await startAuthentication({ optionsJSON: options as never });
  return answer as TAuthenticationCredential;
}

/** Runs `navigator.credentials.create()` with the server's options. */
export async function createPasskey(options: TWebAuthnOptions): Promise<TRegistrationCredential> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({ optionsJSON: options as never });
  return answer as TRegistrationCredential;
}

/** Throws the server's message (or `fallback`) when a call did not answer success. */
function refusedBy(result: { status: string; message: string | null }, fallback: string): never {
  throw new Error(result.message || fallback);
}

/** A passkey sign-in: after a password (`ticket`), or with the passkey alone (none). */
export async function signInWithPasskey(ticket: string | null): Promise<TAuthRecord> {
  const body = ticket === null ? {} : { ticket };
  const options = await callApiRaw(passkeySignInOptionsCall, { body });
  const optionsJSON = options.data?.response?.options;
  if (options.status !== 'success' || !optionsJSON) refusedBy(options, MESSAGES.passkeyRefused);
  let credential: TAuthenticationCredential;
  try {
    credential = await askPasskey(optionsJSON);
  } catch (error) {
    throw new Error(browserRefusal(error));
  }
  const result = await callApiRaw(passkeySignInCall, { body: { ...body, credential } });
  const auth = result.data?.auth;
  if (result.status !== 'success' || !auth?.token) refusedBy(result, MESSAGES.passkeyRefused);
  return auth;
}

export async function signInWithRecoveryCode(ticket: string, code: string): Promise<TAuthRecord> {
  const result = await callApiRaw(passkeyRecoveryCall, { body: { ticket, code } });
  const auth = result.data?.auth;
  if (result.status !== 'success' || !auth?.token) refusedBy(result, MESSAGES.recoveryCodeRefused);
  return auth;
}

export type TEnrolled = { auth: TAuthRecord; recoveryCode: string | null };

/** The first passkey during the sign-in: the session, and the recovery code to show once. */
export async function enrolPasskey(ticket: string, name: string): Promise<TEnrolled> {
  const options = await callApiRaw(passkeyEnrolOptionsCall, { body: { ticket } });
  const optionsJSON = options.data?.response?.options;
  if (options.status !== 'success' || !optionsJSON) refusedBy(options, MESSAGES.passkeyNotAdded);
  let credential: TRegistrationCredential;
  try {
    credential = await createPasskey(optionsJSON);
  } catch (error) {
    throw new Error(browserRefusal(error));
  }
  const result = await callApiRaw(passkeyEnrolCall, { body: { ticket, name, credential } });
  const auth = result.data?.auth;
  if (result.status !== 'success' || !auth?.token) refusedBy(result, MESSAGES.passkeyNotAdded);
  return { auth, recoveryCode: result.data?.response?.recoveryCode ?? null };
}
