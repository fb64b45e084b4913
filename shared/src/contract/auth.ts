// Account calls of spec 000 §7: identify, login, forgot, checkGuid, setPassword.
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { TEXT_LIMITS, ZText } from './bounded.js';
import { ZEnvelope, ZStatusOnly } from './envelope.js';
import { ZPermissions } from '../access/permission-map.js';

export const PORTAL_ENVIRONMENT = 'customer-portal';

// why: the shape lives below contract and rules alike (access/); the contract sends it.
export { ZPermissions, type TPermissions } from '../access/permission-map.js';

export const ZRole = z.enum(['customer', 'management']);
export type TRole = z.infer<typeof ZRole>;

export const ZAuthRecord = z.object({
  token: z.string().min(1),
  fullName: z.string(),
  userId: z.number().int(),
  roles: z.array(z.string()),
  permissions: ZPermissions,
  environment: z.string(),
});
export type TAuthRecord = z.infer<typeof ZAuthRecord>;

/** What identify answers: the auth record as the server knows it now, without the token. */
export const ZIdentity = ZAuthRecord.omit({ token: true });
export type TIdentity = z.infer<typeof ZIdentity>;

export const ZLoginRequest = z.object({
  emailaddress: ZText(TEXT_LIMITS.login, { min: 1 }),
  password: ZText(TEXT_LIMITS.password, { min: 1, trim: false }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * In the login answer of a right password, instead of `auth`: 'verify' asks for a passkey
 * (or the recovery code), 'enrol' for adding one first (the organisation requires two
 * factors). `ticket` names this sign-in in the passkey calls (contract/passkeys.ts), for 5 minutes.
 */
export const ZSecondStep = z.object({
  kind: z.enum(['verify', 'enrol']),
  ticket: z.string(),
});
export type TSecondStep = z.infer<typeof ZSecondStep>;

export const ZLoginResponse = ZEnvelope(z.null()).extend({
  auth: ZAuthRecord.nullable().optional(),
  /** Ours (issue 40 §2): only for a right password of a user with a second factor. */
  secondStep: ZSecondStep.optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZForgotRequest = z.object({ userName: ZText(TEXT_LIMITS.login, { min: 1 }) });
export type TForgotRequest = z.infer<typeof ZForgotRequest>;

export const ZCheckGuidRequest = z.object({ guid: ZText(TEXT_LIMITS.token, { min: 1 }) });
export type TCheckGuidRequest = z.infer<typeof ZCheckGuidRequest>;

/** `password` is base64 of the UTF-8 password (spec 000 §5: encoding, not encryption). */
export const ZSetPasswordRequest = z.object({
  guid: ZText(TEXT_LIMITS.token, { min: 1 }),
  // why: base64 of at most TEXT_LIMITS.password characters of up to 4 UTF-8 bytes each.
  password: ZText(Math.ceil((TEXT_LIMITS.password * 4) / 3) + 4, { min: 1 }),
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

const noParams = z.object({});
const noBody = z.undefined();

export const identifyCall = defineCall({
  method: 'GET',
  path: '/auth/identify',
  params: noParams,
  body: noBody,
  response: ZEnvelope(ZIdentity),
  access: 'session',
});

export const loginCall = defineCall({
  method: 'POST',
  path: '/auth/login',
  params: noParams,
  body: ZLoginRequest,
  response: ZLoginResponse,
  access: null,
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/auth/logout',
  params: noParams,
  body: noBody,
  response: ZStatusOnly,
  access: 'session',
});

export const forgotCall = defineCall({
  method: 'POST',
  path: '/auth/forgot',
  params: noParams,
  body: ZForgotRequest,
  response: ZStatusOnly,
  access: null,
});

export const checkGuidCall = defineCall({
  method: 'POST',
  path: '/auth/checkGuid',
  params: noParams,
  body: ZCheckGuidRequest,
  response: ZStatusOnly,
  access: null,
});

export const setPasswordCall = defineCall({
  method: 'POST',
  path: '/auth/setPassword',
  params: noParams,
  body: ZSetPasswordRequest,
  response: ZStatusOnly,
  access: null,
});

// Ours (issue 40 §1): single sign-on through an organisation's own OpenID Connect provider.
// The redirects to and from the provider (GET /auth/sso/start, /auth/sso/callback) are no
// JSON calls; api/src/auth/sso/README.md.

/** Whether the sign-in page asks for the e-mail address first (any organisation has SSO). */
export const ssoOptionsCall = defineCall({
  method: 'GET',
  path: '/auth/sso/options',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ isEmailFirst: z.boolean() })),
  access: null,
});

export const ZSsoDiscoverRequest = z.object({
  emailaddress: ZText(TEXT_LIMITS.login, { min: 1 }),
});
export type TSsoDiscoverRequest = z.infer<typeof ZSsoDiscoverRequest>;

/**
 * The provider of the address's e-mail domain (null: sign in with a password). Decided by
 * the domain alone, never by whether an account exists, so it tells nobody who has one.
 */
export const ssoDiscoverCall = defineCall({
  method: 'POST',
  path: '/auth/sso/discover',
  params: noParams,
  body: ZSsoDiscoverRequest,
  response: ZEnvelope(z.object({ providerName: z.string().nullable() })),
  access: null,
});

export const ZSsoFinishRequest = z.object({ code: ZText(TEXT_LIMITS.token, { min: 1 }) });
export type TSsoFinishRequest = z.infer<typeof ZSsoFinishRequest>;

/** The one-time code of the callback's redirect becomes the spec's session, as login's. */
export const ssoFinishCall = defineCall({
  method: 'POST',
  path: '/auth/sso/finish',
  params: noParams,
  body: ZSsoFinishRequest,
  response: ZLoginResponse,
  access: null,
});
