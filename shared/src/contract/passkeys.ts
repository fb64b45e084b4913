// Ours (issue 40 §2): passkeys (WebAuthn) as a second factor after the password, and a
// sign-in with a passkey alone. The spec's login call stays as it is for a user without a
// passkey; for one with a passkey (or whose organisation requires two factors) its answer
// carries no session but `secondStep`, and the calls here finish the sign-in with the
// spec's auth record (api/src/auth/README.md "Passkeys").
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { TEXT_LIMITS, ZId, ZText } from './bounded.js';
import { ZEnvelope } from './envelope.js';
import { ZLoginResponse } from './auth.js';

const noParams = z.object({});
const noBody = z.undefined();

/** base64url, as WebAuthn's JSON forms send their bytes. */
function ZBase64Url(max: number) {
  return z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
}

/** The ticket of a sign-in between its password and its passkey (43 characters). */
const ZTicket = ZText(TEXT_LIMITS.token, { min: 1 });

/**
 * What a browser's `navigator.credentials.create()` gave, in WebAuthn's JSON form
 * (`RegistrationResponseJSON`): the library checks it on the server.
 */
export const ZRegistrationCredential = z.object({
  id: ZBase64Url(1400),
  rawId: ZBase64Url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: ZBase64Url(8192),
    attestationObject: ZBase64Url(32768),
    authenticatorData: ZBase64Url(16384).optional(),
    transports: z.array(ZText(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().min(-65536).max(65536).optional(),
    publicKey: ZBase64Url(8192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .optional(),
});
export type TRegistrationCredential = z.infer<typeof ZRegistrationCredential>;

/** What `navigator.credentials.get()` gave (`AuthenticationResponseJSON`). */
export const ZAuthenticationCredential = z.object({
  id: ZBase64Url(1400),
  rawId: ZBase64Url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: ZBase64Url(8192),
    authenticatorData: ZBase64Url(16384),
    signature: ZBase64Url(2048),
    userHandle: ZBase64Url(1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).optional(),
});
export type TAuthenticationCredential = z.infer<typeof ZAuthenticationCredential>;

/**
 * The options for `navigator.credentials.create()` / `.get()` in WebAuthn's JSON form
 * (`PublicKeyCredentialCreationOptionsJSON`, `...RequestOptionsJSON`), as the library
 * made them; the browser library reads the rest.
 */
export const ZWebAuthnOptions = z.looseObject({ challenge: z.string() });
export type TWebAuthnOptions = z.infer<typeof ZWebAuthnOptions>;

export const ZPasskeyOptionsRequest = z.object({ ticket: ZTicket.optional() });

/**
 * Options for signing in with a passkey: with the ticket of a right password, the user's
 * own passkeys; without, any passkey of the portal (a sign-in without a password).
 */
export const passkeySignInOptionsCall = defineCall({
  method: 'POST',
  path: '/auth/passkey/options',
  params: noParams,
  body: ZPasskeyOptionsRequest,
  response: ZEnvelope(z.object({ options: ZWebAuthnOptions })),
  access: null,
});

export const ZPasskeySignInRequest = z.object({
  ticket: ZTicket.optional(),
  credential: ZAuthenticationCredential,
});

/** The passkey's answer to those options: the spec's auth record, as login's. */
export const passkeySignInCall = defineCall({
  method: 'POST',
  path: '/auth/passkey/verify',
  params: noParams,
  body: ZPasskeySignInRequest,
  response: ZLoginResponse,
  access: null,
});

export const ZRecoveryCodeRequest = z.object({
  ticket: ZTicket,
  code: ZText(TEXT_LIMITS.short, { min: 1 }),
});

/** The recovery code instead of the passkey, once, after a right password. */
export const passkeyRecoveryCall = defineCall({
  method: 'POST',
  path: '/auth/passkey/recovery',
  params: noParams,
  body: ZRecoveryCodeRequest,
  response: ZLoginResponse,
  access: null,
});

/** Whether the sign-in page offers 'Inloggen met een passkey' (any passkey exists). */
export const passkeyAvailableCall = defineCall({
  method: 'GET',
  path: '/auth/passkey/available',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ isOffered: z.boolean() })),
  access: null,
});

export const ZPasskeyName = ZText(TEXT_LIMITS.short, { min: 1 });

/** One of the user's passkeys as her account page lists it. */
export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** After adding one: the list, and the recovery code when one was made now (shown once). */
export const ZPasskeysAnswer = z.object({
  passkeys: z.array(ZPasskey),
  recoveryCode: z.string().nullable(),
});
export type TPasskeysAnswer = z.infer<typeof ZPasskeysAnswer>;

export const ZEnrolRequest = z.object({ ticket: ZTicket });

/** Registration options for the first passkey during the sign-in ('enrol'). */
export const passkeyEnrolOptionsCall = defineCall({
  method: 'POST',
  path: '/auth/passkey/enrol/options',
  params: noParams,
  body: ZEnrolRequest,
  response: ZEnvelope(z.object({ options: ZWebAuthnOptions })),
  access: null,
});

export const ZAddPasskeyRequest = z.object({
  name: ZPasskeyName,
  credential: ZRegistrationCredential,
});

/** The first passkey of the sign-in: the session, and the recovery code to note. */
export const passkeyEnrolCall = defineCall({
  method: 'POST',
  path: '/auth/passkey/enrol',
  params: noParams,
  body: ZAddPasskeyRequest.extend({ ticket: ZTicket }),
  response: ZLoginResponse.extend({
    response: z.object({ recoveryCode: z.string().nullable() }).nullable(),
  }),
  access: null,
});

export const listPasskeysCall = defineCall({
  method: 'GET',
  path: '/account/passkeys',
  params: noParams,
  body: noBody,
  response: ZEnvelope(ZPasskeysAnswer),
  access: 'session',
});

export const passkeyRegistrationOptionsCall = defineCall({
  method: 'POST',
  path: '/account/passkeys/options',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ options: ZWebAuthnOptions })),
  access: 'session',
});

export const addPasskeyCall = defineCall({
  method: 'POST',
  path: '/account/passkeys/add',
  params: noParams,
  body: ZAddPasskeyRequest,
  response: ZEnvelope(ZPasskeysAnswer),
  access: 'session',
});

export const removePasskeyCall = defineCall({
  method: 'POST',
  path: '/account/passkeys/remove',
  params: noParams,
  body: z.object({ id: ZId }),
  response: ZEnvelope(ZPasskeysAnswer),
  access: 'session',
});
