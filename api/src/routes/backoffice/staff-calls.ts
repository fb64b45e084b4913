// The administrator's 'Medewerkers' calls (issue 41, level 3 of /backoffice): the supplier's
// staff, an invite (the admin CLI's staff-invite service, backoffice/staff-invite.ts) and a
// colleague's role or account changed. Only staff sessions of level 3 reach them
// (register-call.ts authorise: level 2 staff and every customer get 403). They show and
// change no customer's data, so they write no access entries (client-data-calls.ts: null);
// each change is logged with who did it (the api's log, `audit`). Writes honour the
// Idempotency-Key as every write does (http/idempotent-write.ts).
import { changeStaffCall, getStaffCall, inviteStaffCall } from '@portal/shared/contract/backoffice';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TQueryable } from '../../db/database.js';
import type { TDeps } from '../../deps.js';
import { failure, success, type TFailure } from '../../answer/envelope.js';
import { idempotentWrite } from '../../http/idempotent-write.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import { changeStaffMember, listStaff } from '../../backoffice/staff-accounts.js';
import {
  createStaffInvite,
  mailStaffInvite,
  type TStaffInviteRefusal,
  type TStaffInvited,
} from '../../backoffice/staff-invite.js';
import { STAFF_ROLES, staffRoleOptions } from '../../backoffice/staff-roles.js';

const S = BACKOFFICE_ADMIN_TEXTS.staff;

function inviteRefusal(code: TStaffInviteRefusal): TFailure {
  switch (code) {
    case 'EMAIL_IN_USE':
      return failure(S.errors.emailInUse, { fields: { email: S.errors.emailInUse } });
    case 'INVALID_EMAIL':
      return failure(MESSAGES.invalidInput, { fields: { email: MESSAGES.email } });
    case 'INVALID_NAME':
      return failure(MESSAGES.invalidInput, { fields: { fullName: MESSAGES.required } });
    case 'INVALID_ROLE':
      return failure(MESSAGES.invalidInput, { fields: { role: MESSAGES.invalidValue } });
    case 'NO_SUPPLIER':
    case 'SUPPLIER_NAME_TAKEN':
      return failure(S.errors.noSupplier);
  }
}

export function staffCalls(app: FastifyInstance, { db, config, mailer }: TDeps): void {
  const staffAnswer = async (tx: TQueryable, meUserId: number) => ({
    staff: await listStaff(tx, meUserId),
    roles: staffRoleOptions(),
  });

  registerCall(app, getStaffCall, async (context) => {
    const session = sessionOf(context);
    return success(await staffAnswer(db, session.userId));
  });

  registerCall(app, inviteStaffCall, async (context) => {
    const session = sessionOf(context);
    const call = callName(inviteStaffCall);
    // why: set only when this very call made the account (a replayed key mails nothing).
    const created: { invited?: TStaffInvited } = {};
    const answer = await idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const result = await createStaffInvite(tx, config.publicUrl, context.body);
      if ('refused' in result) return inviteRefusal(result.refused);
      created.invited = result.invited;
      return success(await staffAnswer(tx, session.userId), S.done.invite(result.invited.email));
    });
    const { invited } = created;
    if (answer.status === 'error' || !invited) return answer;
    context.request.log.info(
      { audit: 'staff-invite', actor: session.userId, userId: invited.userId, role: invited.role },
      'staff member invited',
    );
    try {
      await mailStaffInvite({ config, mailer, db }, invited);
    } catch (error) {
      context.request.log.error({ err: error, userId: invited.userId }, 'invite mail not sent');
      return { ...answer, message: S.errors.mailNotSent };
    }
    return answer;
  });

  registerCall(app, changeStaffCall, async (context) => {
    const session = sessionOf(context);
    const call = callName(changeStaffCall);
    const { userId } = context.params;
    const change = context.body;
    const answer = await idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const result = await changeStaffMember(tx, session.userId, userId, change);
      if ('refused' in result) {
        switch (result.refused) {
          case 'NOT_STAFF':
            return failure(S.errors.notStaff);
          case 'OWN_ACCOUNT':
            return failure(S.errors.ownAccount);
          case 'LAST_ADMINISTRATOR':
            return failure(S.errors.lastAdministrator);
        }
      }
      const name = result.changed.fullName;
      const done =
        'role' in change
          ? S.done.role(name, STAFF_ROLES[change.role].label)
          : change.isActive
            ? S.done.enable(name)
            : S.done.disable(name);
      return success(await staffAnswer(tx, session.userId), done);
    });
    if (answer.status !== 'error') {
      // why: the next call of that account reads its new role (or no session) at once.
      app.sessionAuth.endedForUser(userId);
      context.request.log.info(
        { audit: 'staff-change', actor: session.userId, userId, change },
        'staff member changed',
      );
    }
    return answer;
  });
}
