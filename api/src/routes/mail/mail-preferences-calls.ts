// The user's own choice of request mails (contract/mail-preferences.ts): every signed-in
// user reads and saves hers; the shell's page 'E-mailmeldingen' shows them.
import { getMailPreferencesCall, saveMailPreferencesCall } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { readMailPreferences, saveMailPreferences } from '../../mail/mail-preferences.js';

export function mailPreferencesCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getMailPreferencesCall, async (context) =>
    success(await readMailPreferences(db, sessionOf(context).userId)),
  );

  registerCall(app, saveMailPreferencesCall, async (context) => {
    const { userId } = sessionOf(context);
    await saveMailPreferences(db, userId, context.body);
    return success(await readMailPreferences(db, userId));
  });
}
