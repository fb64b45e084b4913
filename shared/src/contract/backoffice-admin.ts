// The back office's administrator pages (issue 41, level 3 of /backoffice): the supplier's
// staff ('Medewerkers': the list, an invite, a role changed, an account disabled) and the
// SLA targets ('Reactietijden'). Like every back-office call they need a staff account
// (register-call.ts); level 2 staff are refused with 403.
import { z } from 'zod';
import { TEXT_LIMITS, ZCount, ZId, ZText } from './bounded.js';
import { defineCall } from './define-call.js';
import { ZEnvelope } from './envelope.js';
import { ZRequestType } from './rentals.js';

/** The staff roles (api/src/backoffice/staff-roles.ts holds each one's label and level). */
export const STAFF_ROLE_NAMES = [
  'customer-service',
  'planner',
  'technician',
  'administrator',
] as const;
export const ZStaffRole = z.enum(STAFF_ROLE_NAMES);
export type TStaffRoleName = z.infer<typeof ZStaffRole>;

/** Invited (no password set yet), active, or disabled by an administrator. */
export const ZStaffState = z.enum(['INVITED', 'ACTIVE', 'DISABLED']);
export type TStaffState = z.infer<typeof ZStaffState>;

export const ZStaffMember = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** Null for a staff account whose role is none of the table's (set by hand in SQL). */
  role: ZStaffRole.nullable(),
  state: ZStaffState,
  /** The caller's own account. */
  isMe: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** A row of the roles table: what the role is called and the level of /backoffice it gives. */
export const ZStaffRoleOption = z.object({
  role: ZStaffRole,
  label: z.string(),
  level: z.number().int(),
});
export type TStaffRoleOption = z.infer<typeof ZStaffRoleOption>;

const ZStaffAnswer = ZEnvelope(
  z.object({ staff: z.array(ZStaffMember), roles: z.array(ZStaffRoleOption) }),
);

export const getStaffCall = defineCall({
  method: 'GET',
  path: '/backoffice/staff',
  params: z.object({}),
  body: z.undefined(),
  response: ZStaffAnswer,
  access: { route: '/backoffice/staff', level: 3 },
});

export const ZStaffInvite = z.object({
  fullName: ZText(TEXT_LIMITS.name, { min: 1 }),
  email: ZText(TEXT_LIMITS.login, { min: 3 }),
  role: ZStaffRole,
});
export type TStaffInvite = z.input<typeof ZStaffInvite>;

/** An invite (the admin CLI's staff-invite, one service): answers the list as it now is. */
export const inviteStaffCall = defineCall({
  method: 'POST',
  path: '/backoffice/staff/invite',
  params: z.object({}),
  body: ZStaffInvite,
  response: ZStaffAnswer,
  access: { route: '/backoffice/staff', level: 3 },
});

/** A colleague's role, or her account disabled (false) or enabled again (true). */
export const ZStaffChange = z.union([
  z.object({ role: ZStaffRole }),
  z.object({ isActive: z.boolean() }),
]);
export type TStaffChange = z.input<typeof ZStaffChange>;

export const changeStaffCall = defineCall({
  method: 'POST',
  path: '/backoffice/staff/:userId/change',
  params: z.object({ userId: ZId }),
  body: ZStaffChange,
  response: ZStaffAnswer,
  access: { route: '/backoffice/staff', level: 3 },
});

/** The fewest and most hours a target may have (30 days). */
export const SLA_HOURS = { min: 1, max: 720 } as const;

/** Every type without its own target follows the row of this type. */
export const SLA_DEFAULT_TYPE = '*';
export const ZSlaType = z.union([ZRequestType, z.literal(SLA_DEFAULT_TYPE)]);
export type TSlaType = z.infer<typeof ZSlaType>;

/** One cell of the table: a type's hours for normal or urgent requests; null: the default's. */
export const ZSlaTarget = z.object({
  type: ZSlaType,
  isUrgent: z.boolean(),
  hours: z.number().int().nullable(),
});
export type TSlaTarget = z.infer<typeof ZSlaTarget>;

/** The table as the page shows it, and its version (a fingerprint of its rows). */
const ZSlaAnswer = ZEnvelope(z.object({ targets: z.array(ZSlaTarget), version: z.string() }));

export const getSlaTargetsCall = defineCall({
  method: 'GET',
  path: '/backoffice/sla-targets',
  params: z.object({}),
  body: z.undefined(),
  response: ZSlaAnswer,
  access: { route: '/backoffice/sla', level: 3 },
});

export const ZSlaSave = z.object({
  /** The version the page showed: a save on another one is refused (two administrators). */
  version: ZText(64, { min: 1 }),
  targets: z
    .array(
      z.object({
        type: ZSlaType,
        isUrgent: z.boolean(),
        /** null: no target of its own (the default row's holds); never for the default row. */
        hours: ZCount(SLA_HOURS.min, SLA_HOURS.max).nullable(),
      }),
    )
    .min(1)
    .max(100),
});
export type TSlaSave = z.input<typeof ZSlaSave>;

export const saveSlaTargetsCall = defineCall({
  method: 'POST',
  path: '/backoffice/sla-targets/save',
  params: z.object({}),
  body: ZSlaSave,
  response: ZSlaAnswer,
  access: { route: '/backoffice/sla', level: 3 },
});
