// The portal as a WebAuthn relying party, through @simplewebauthn/server: options for a
// new passkey and for a sign-in, and the checks of the browser's answers (challenge, origin,
// RP ID, signature, counter). The RP ID and the origins come from the configuration
// (PASSKEY_RP_ID, PASSKEY_ORIGINS; by default PUBLIC_URL's host and origin).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { TAuthenticationCredential, TRegistrationCredential } from '@portal/shared/contract';
import type { TConfig } from '../../config.js';
import { readSupplierName } from '../../files/supplier-profile.js';
import { PASSKEY_STEP_SECONDS, type TStoredPasskey } from './passkey-store.js';

export type TRelyingParty = { rpId: string; origins: string[]; rpName: string };

export function relyingPartyOf(
  config: Pick<TConfig, 'publicUrl' | 'passkeyRpId' | 'passkeyOrigins' | 'portalConfigPath'>,
): TRelyingParty {
  const publicUrl = new URL(config.publicUrl);
  return {
    rpId: config.passkeyRpId ?? publicUrl.hostname,
    origins: config.passkeyOrigins.length > 0 ? config.passkeyOrigins : [publicUrl.origin],
    rpName: readSupplierName(config),
  };
}

const TRANSPORTS: ReadonlySet<string> = new Set([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);

/** The transports the browser named that WebAuthn knows (a newer one is left out). */
export function knownTransports(
  transports: readonly string[] = [],
): AuthenticatorTransportFuture[] {
  return transports.filter((transport): transport is AuthenticatorTransportFuture =>
    TRANSPORTS.has(transport),
  );
}

const TIMEOUT_MS = PASSKEY_STEP_SECONDS * 1000;

/** Options for a new passkey of `user`; her passkeys are excluded (no second on one device). */
export async function registrationOptions(
  rp: TRelyingParty,
  user: { email: string; fullName: string },
  existing: readonly TStoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: user.fullName,
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: knownTransports(passkey.transports),
    })),
    // why: discoverable where the authenticator can (a sign-in without an address needs
    // it); a security key without room for one still serves as a second factor.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/**
 * Options for a sign-in: with `allowed`, only those passkeys (the second step after a
 * password); without, any discoverable passkey, which must then verify its user itself
 * (fingerprint, face, PIN), as it is the only factor.
 */
export async function authenticationOptions(
  rp: TRelyingParty,
  allowed: readonly TStoredPasskey[] | null,
) {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: TIMEOUT_MS,
    userVerification: allowed === null ? 'required' : 'preferred',
    ...(allowed === null
      ? {}
      : {
          allowCredentials: allowed.map((passkey) => ({
            id: passkey.credentialId,
            transports: knownTransports(passkey.transports),
          })),
        }),
  });
}

/** The challenge the browser signed, read from its client data (checked again by verify). */
export function challengeOf(credential: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(
      Buffer.from(credential.response.clientDataJSON, 'base64url').toString(),
    );
    return typeof (data as { challenge?: unknown }).challenge === 'string'
      ? (data as { challenge: string }).challenge
      : null;
  } catch {
    return null;
  }
}

export type TNewCredential = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

/** Checks a new passkey's answer; its credential, or the reason it was refused. */
export async function verifyNewPasskey(
  rp: TRelyingParty,
  credential: TRegistrationCredential,
  expectedChallenge: string,
): Promise<{ isSuccess: true; credential: TNewCredential } | { isSuccess: false; detail: string }> {
  try {
    const verification = await verifyRegistrationResponse({
      // why: the contract's schema is the library's JSON form with bounds on every field.
      response: credential as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
    const info = verification.registrationInfo;
    if (!verification.verified || !info) return { isSuccess: false, detail: 'not verified' };
    return {
      isSuccess: true,
      credential: {
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: knownTransports(credential.response.transports ?? info.credential.transports),
      },
    };
  } catch (error) {
    return { isSuccess: false, detail: detailOf(error) };
  }
}

/** Checks a sign-in's answer against the stored passkey; the new counter, or the reason. */
export async function verifySignIn(
  rp: TRelyingParty,
  credential: TAuthenticationCredential,
  passkey: TStoredPasskey,
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<{ isSuccess: true; newCounter: number } | { isSuccess: false; detail: string }> {
  try {
    const verification = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
    });
    if (!verification.verified) return { isSuccess: false, detail: 'not verified' };
    return { isSuccess: true, newCounter: verification.authenticationInfo.newCounter };
  } catch (error) {
    return { isSuccess: false, detail: detailOf(error) };
  }
}

/**
 * The library's reason, for the log, without what it quotes (a challenge, an origin the
 * browser sent): no value from the request reaches the log.
 */
function detailOf(error: unknown): string {
  const message = error instanceof Error ? error.message : 'failed';
  return message.replace(/"[^"]*"/g, '"..."').slice(0, 200);
}
