// The admin CLI's passkey commands (issue 40 §2): an organisation that requires two factors
// (each of its users adds a passkey after her password, before anything else), and the
// supplier's help for a user who lost her passkeys and her recovery code.
import {
  passkeysOf,
  removePasskey,
  setRequiresTwoFactors,
} from '../auth/passkeys/passkey-store.js';
import { findUserByLogin } from '../repositories/users-repository.js';
import { findOrganisation, required, UsageError, type TCommandContext } from './admin-commands.js';

export async function twoFactorsCommand({ db, options }: TCommandContext): Promise<string[]> {
  const organisation = await findOrganisation(db, required(options, 'org'));
  const requires = options.off !== true;
  await setRequiresTwoFactors(db, organisation.id, requires);
  return [
    requires
      ? `${organisation.name} requires two factors: each user adds a passkey at her next sign-in`
      : `${organisation.name} no longer requires two factors (passkeys already added stay in use)`,
  ];
}

export async function passkeysRemoveCommand({ db, options }: TCommandContext): Promise<string[]> {
  const email = required(options, 'email');
  const user = await findUserByLogin(db, email);
  if (!user) throw new UsageError(`No account for ${email}`);
  const passkeys = await passkeysOf(db, user.id);
  await db.transaction(async (tx) => {
    for (const passkey of passkeys) await removePasskey(tx, user.id, passkey.id);
  });
  return [
    `Removed ${passkeys.length} passkey(s) and the recovery code of ${user.email}; ` +
      'she signs in with her password (and adds a passkey first if her organisation requires two factors)',
  ];
}
