// Inviting a staff member (issue 41): the one service behind the admin CLI's `staff-invite`
// and the administrator's 'Medewerkers' page, so both behave alike. Two steps: the account
// (roles, permissions, a register token) in the caller's transaction, then, after the
// commit, the register mail through the mailer (SMTP or the outbox folder). why two: a
// mail sent inside the transaction would hold it (on PGlite: the whole database) for as
// long as the mail server takes. A mail that fails leaves the account invited; a new link
// is `invite --resend` (api/src/cli/README.md).
import { isEmailValue } from '@portal/shared/rules';
import type { TConfig } from '../config.js';
import type { TQueryable } from '../db/database.js';
import { readSupplier } from '../files/supplier-profile.js';
import { mailBrand, registerMail } from '../mail/account-mails.js';
import type { TMailer } from '../mail/mailer.js';
import { createAccountToken } from '../repositories/account-tokens-repository.js';
import { createUser, findUserByLogin } from '../repositories/users-repository.js';
import { accountLink } from '../routes/auth/account-token-calls.js';
import { isStaffRole, staffPermissions, staffRoles, type TStaffRole } from './staff-roles.js';
import {
  ensureSupplierOrganisation,
  findSupplierOrganisation,
  type TSupplierOrganisation,
} from './supplier-organisation.js';

export type TStaffInviteInput = {
  email: string;
  fullName: string;
  role: string;
  /**
   * The supplier's name when there may be no supplier yet (the CLI's first account: it is
   * made); absent, the supplier must exist (the back office's page).
   */
  createSupplierAs?: string;
};

export type TStaffInviteRefusal =
  | 'INVALID_ROLE'
  | 'INVALID_EMAIL'
  | 'INVALID_NAME'
  | 'EMAIL_IN_USE'
  | 'NO_SUPPLIER'
  | 'SUPPLIER_NAME_TAKEN';

export type TStaffInvited = {
  userId: number;
  email: string;
  fullName: string;
  role: TStaffRole;
  organisation: TSupplierOrganisation;
  /** The register link (valid 7 days); the CLI prints it, the page never shows it. */
  link: string;
};

export type TStaffInviteResult =
  { invited: TStaffInvited } | { refused: TStaffInviteRefusal; detail: string };

/** Step 1, in transaction `tx`: checks the input and makes the invited account. */
export async function createStaffInvite(
  tx: TQueryable,
  publicUrl: string,
  input: TStaffInviteInput,
): Promise<TStaffInviteResult> {
  const email = input.email.trim();
  const fullName = input.fullName.trim();
  const { role } = input;
  if (!isStaffRole(role)) return { refused: 'INVALID_ROLE', detail: `No staff role ${role}` };
  if (fullName === '') return { refused: 'INVALID_NAME', detail: 'A name is required' };
  if (!isEmailValue(email)) {
    return { refused: 'INVALID_EMAIL', detail: `Not an e-mail address: ${email}` };
  }
  if (await findUserByLogin(tx, email)) {
    return { refused: 'EMAIL_IN_USE', detail: `An account for ${email} exists` };
  }
  const supplier =
    input.createSupplierAs === undefined
      ? await findSupplierOrganisation(tx)
      : await ensureSupplierOrganisation(tx, input.createSupplierAs);
  if (!supplier) return { refused: 'NO_SUPPLIER', detail: 'There is no supplier organisation' };
  if ('refused' in supplier) return { refused: 'SUPPLIER_NAME_TAKEN', detail: supplier.refused };
  const userId = await createUser(tx, {
    organisationId: supplier.id,
    email,
    fullName,
    username: null,
    roles: staffRoles(role),
    permissions: staffPermissions(role),
  });
  const token = await createAccountToken(tx, userId, 'register');
  return {
    invited: {
      userId,
      email,
      fullName,
      role,
      organisation: supplier,
      link: accountLink(publicUrl, 'register', token),
    },
  };
}

/** Step 2, after the commit: the register mail; a failure is thrown to the caller. */
export async function mailStaffInvite(
  deps: { config: TConfig; mailer: TMailer; db: TQueryable },
  invited: Pick<TStaffInvited, 'email' | 'fullName' | 'link'>,
): Promise<void> {
  const brand = mailBrand(readSupplier(deps.config), deps.config.publicUrl);
  const mail = await registerMail(brand, invited.email, invited.fullName, invited.link);
  await deps.mailer.send(mail, deps.db);
}
