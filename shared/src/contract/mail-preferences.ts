// Ours (issue 41 "Customers hear back"): how a user gets the mails about the customer
// requests she submitted, per kind: at once, in the daily digest, or not at all. Every
// signed-in user has her own choice (the user menu's 'E-mailmeldingen'); the api's default
// is 'now'. api/src/mail/README.md "Request mails".
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { ZEnvelope } from './envelope.js';

export const ZMailDelivery = z.enum(['now', 'digest', 'off']);
export type TMailDelivery = z.infer<typeof ZMailDelivery>;

export const ZMailPreferences = z.object({
  step: ZMailDelivery,
  complete: ZMailDelivery,
  reject: ZMailDelivery,
});
export type TMailPreferences = z.infer<typeof ZMailPreferences>;

export const getMailPreferencesCall = defineCall({
  method: 'GET',
  path: '/account/mail-preferences',
  params: z.object({}),
  body: z.undefined(),
  response: ZEnvelope(ZMailPreferences),
  access: 'session',
});

export const saveMailPreferencesCall = defineCall({
  method: 'POST',
  path: '/account/mail-preferences/save',
  params: z.object({}),
  body: ZMailPreferences,
  response: ZEnvelope(ZMailPreferences),
  access: 'session',
});
