// The admin CLI's command for the supplier's staff accounts (issue 41): the first staff
// account of a supplier starts here (mf-backoffice/README.md "How a supplier's staff
// start"); it makes the supplier's own organisation when there is none yet.
import { createAccountToken } from '../repositories/account-tokens-repository.js';
import { createUser, findUserByLogin } from '../repositories/users-repository.js';
import { accountLink } from '../routes/auth/account-token-calls.js';
import { registerMail } from '../mail/account-mails.js';
import { ensureSupplierOrganisation } from '../backoffice/supplier-organisation.js';
import {
  isStaffRole,
  STAFF_ROLES,
  staffPermissions,
  staffRoles,
} from '../backoffice/staff-roles.js';
import {
  brandOf,
  mailRoute,
  required,
  sendOrExplain,
  UsageError,
  type TCommandContext,
} from './admin-commands.js';

const ROLE_NAMES = Object.keys(STAFF_ROLES).join('|');

/** `staff-invite --email <a> --name <n> --role <role> [--supplier <organisation name>]` */
export async function staffInviteCommand(context: TCommandContext): Promise<string[]> {
  const { db, config, options } = context;
  const email = required(options, 'email');
  const fullName = required(options, 'name');
  const role = required(options, 'role');
  if (!isStaffRole(role)) throw new UsageError(`--role must be one of ${ROLE_NAMES}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`Not an e-mail address: ${email}`);
  if (await findUserByLogin(db, email)) throw new UsageError(`An account for ${email} exists`);
  const supplierName = typeof options.supplier === 'string' ? options.supplier.trim() : '';
  const { link, organisation } = await db.transaction(async (tx) => {
    const supplier = await ensureSupplierOrganisation(tx, supplierName || 'Leverancier');
    if ('refused' in supplier) throw new UsageError(supplier.refused);
    const userId = await createUser(tx, {
      organisationId: supplier.id,
      email,
      fullName,
      username: null,
      roles: staffRoles(role),
      permissions: staffPermissions(role),
    });
    const token = await createAccountToken(tx, userId, 'register');
    return { link: accountLink(config.publicUrl, 'register', token), organisation: supplier };
  });
  await sendOrExplain(context, await registerMail(brandOf(config), email, fullName, link), email);
  return [
    `Invited ${fullName} <${email}> as ${STAFF_ROLES[role].label} (${role}) of ${organisation.name}, the supplier`,
    `Register link (valid 7 days): ${link}`,
    mailRoute(context),
  ];
}
