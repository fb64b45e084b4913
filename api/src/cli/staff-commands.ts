// The admin CLI's command for the supplier's staff accounts (issue 41): the first staff
// account of a supplier starts here (mf-backoffice/README.md "How a supplier's staff
// start"); it makes the supplier's own organisation when there is none yet. The invite
// itself is the service the administrator's 'Medewerkers' page uses too
// (backoffice/staff-invite.ts): one behaviour.
import { createStaffInvite } from '../backoffice/staff-invite.js';
import { STAFF_ROLES } from '../backoffice/staff-roles.js';
import { registerMail } from '../mail/account-mails.js';
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
  const supplierName = typeof options.supplier === 'string' ? options.supplier.trim() : '';
  const result = await db.transaction((tx) =>
    createStaffInvite(tx, config.publicUrl, {
      email,
      fullName,
      role,
      createSupplierAs: supplierName || 'Leverancier',
    }),
  );
  if ('refused' in result) {
    throw new UsageError(
      result.refused === 'INVALID_ROLE' ? `--role must be one of ${ROLE_NAMES}` : result.detail,
    );
  }
  const { invited } = result;
  await sendOrExplain(
    context,
    await registerMail(brandOf(config), invited.email, invited.fullName, invited.link),
    invited.email,
  );
  return [
    `Invited ${invited.fullName} <${invited.email}> as ${STAFF_ROLES[invited.role].label} (${invited.role}) of ${invited.organisation.name}, the supplier`,
    `Register link (valid 7 days): ${invited.link}`,
    mailRoute(context),
  ];
}
