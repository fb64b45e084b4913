// The supplier's back office (issue 41, ours: the spec has no screen for it): the inbox of
// every organisation's customer requests, a request's page and the staff's moves on it.
// Every call needs a staff account (the supplier's organisation, role 'staff') and a level
// of /backoffice; a customer account is refused with 403 whatever its permissions.
import { z } from 'zod';
import { TEXT_LIMITS, ZCount, ZId, ZText } from './bounded.js';
import { defineCall } from './define-call.js';
import { ZEnvelope, ZPaging } from './envelope.js';
import { listQueryShape } from './list-order.js';
import { ZRequestType } from './rentals.js';
import { ZRequestFile, ZRequestStatus, ZRequestTab } from './requests.js';

// why: the administrator's calls (level 3) sit in a file of their own, one subpath with these.
export * from './backoffice-admin.js';

/** How old a request is: submitted today, within 7 days, or before that. */
export const ZInboxAge = z.enum(['TODAY', 'WEEK', 'OLDER']);
export type TInboxAge = z.infer<typeof ZInboxAge>;

/** 'Spoed' of the form, or not. */
export const ZInboxUrgency = z.enum(['URGENT', 'NORMAL']);
export type TInboxUrgency = z.infer<typeof ZInboxUrgency>;

/** The inbox's orders: the SLA clock (overdue first, the default), submission, id. */
export const INBOX_SORT_KEYS = ['dueAt', 'createDate', 'customerRequestId'] as const;

/** Who handles it: one staff member, or nobody yet. */
export const ZInboxAssignee = z.union([ZId, z.literal('NONE')]);

export const ZInboxRequest = ZPaging.extend({
  tabType: ZRequestTab,
  organisation: ZId.nullable().optional(),
  requestType: ZRequestType.nullable().optional(),
  /** Within the archive tab: completed or rejected. */
  status: ZRequestStatus.nullable().optional(),
  urgency: ZInboxUrgency.nullable().optional(),
  age: ZInboxAge.nullable().optional(),
  assignee: ZInboxAssignee.nullable().optional(),
  ...listQueryShape(INBOX_SORT_KEYS),
});
export type TInboxRequest = z.input<typeof ZInboxRequest>;

export const ZInboxRow = z.object({
  customerRequestId: z.number().int(),
  organisationId: z.number().int(),
  organisation: z.string(),
  type: ZRequestType,
  status: ZRequestStatus,
  /** ISO date-times. */
  createDate: z.string(),
  dueAt: z.string(),
  isUrgent: z.boolean(),
  /** The aid or rental case it concerns, as the form named it. */
  subject: z.string().nullable(),
  room: z.string().nullable(),
  /** The customer's wish date as the form showed it (dd-MM-yyyy). */
  wishDate: z.string().nullable(),
  assignee: z.string().nullable(),
});
export type TInboxRow = z.infer<typeof ZInboxRow>;

/** How many requests each tab holds (every organisation), and how many are overdue. */
export const ZInboxCounts = z.object({
  open: z.number().int(),
  processing: z.number().int(),
  archive: z.number().int(),
  overdue: z.number().int(),
});
export type TInboxCounts = z.infer<typeof ZInboxCounts>;

export const getInboxCall = defineCall({
  method: 'POST',
  path: '/backoffice/inbox',
  params: z.object({}),
  body: ZInboxRequest,
  response: ZEnvelope(
    z.object({
      requests: z.array(ZInboxRow),
      totalCount: z.number().int(),
      counts: ZInboxCounts,
    }),
  ),
  access: { route: '/backoffice/inbox', level: 1 },
});

const ZOption = z.object({ id: z.number().int(), name: z.string() });

export const getInboxOptionsCall = defineCall({
  method: 'GET',
  path: '/backoffice/inbox/options',
  params: z.object({}),
  body: z.undefined(),
  response: ZEnvelope(
    z.object({ organisations: z.array(ZOption), staff: z.array(ZOption), me: z.number().int() }),
  ),
  access: { route: '/backoffice/inbox', level: 1 },
});

/** What the request is about, with the id of its page in the customer's portal. */
export const ZRequestSubject = z.object({
  kind: z.enum(['rentalCase', 'product']),
  id: z.number().int(),
});

export const ZBackOfficeRequest = z.object({
  customerRequestId: z.number().int(),
  organisationId: z.number().int(),
  organisation: z.string(),
  type: ZRequestType,
  status: ZRequestStatus,
  version: z.number().int(),
  createDate: z.string(),
  dueAt: z.string(),
  isUrgent: z.boolean(),
  /** Who entered it, and the contact named. */
  user: z.string().nullable(),
  contact: z.string().nullable(),
  assigneeUserId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  /** Everything the customer entered, in form order; each value safe HTML (as the details). */
  fields: z.array(z.object({ key: z.string(), title: z.string(), value: z.string() })),
  files: z.array(ZRequestFile),
  subject: ZRequestSubject.nullable(),
  process: z.array(z.object({ date: z.string(), action: z.string(), message: z.string() })),
});
export type TBackOfficeRequest = z.infer<typeof ZBackOfficeRequest>;

const ZRequestAnswer = ZEnvelope(z.object({ request: ZBackOfficeRequest }));
const ZRequestParams = z.object({ customerRequestId: ZId });

export const getBackOfficeRequestCall = defineCall({
  method: 'GET',
  path: '/backoffice/requests/:customerRequestId',
  params: ZRequestParams,
  body: z.undefined(),
  response: ZRequestAnswer,
  access: { route: '/backoffice/requests', level: 1 },
});

/** The version the staff member saw: a move on an older one is refused. */
const ZVersion = ZCount(1, 2_147_483_647);
const ZStepMessage = ZText(TEXT_LIMITS.comments, { min: 1 });
const ZOptionalMessage = ZText(TEXT_LIMITS.comments).nullable().optional();

export const ZTakeRequest = z.object({
  version: ZVersion,
  /** The staff member who handles it; absent: the caller. */
  assigneeUserId: ZId.nullable().optional(),
  message: ZOptionalMessage,
});
export type TTakeRequest = z.input<typeof ZTakeRequest>;

export const ZStepRequest = z.object({
  version: ZVersion,
  /** The step's name in the history; absent: 'Bericht'. */
  action: ZText(TEXT_LIMITS.short).nullable().optional(),
  message: ZStepMessage,
});
export type TStepRequest = z.input<typeof ZStepRequest>;

export const ZCompleteRequest = z.object({ version: ZVersion, message: ZOptionalMessage });
export type TCompleteRequest = z.input<typeof ZCompleteRequest>;

export const ZRejectRequest = z.object({ version: ZVersion, message: ZStepMessage });
export type TRejectRequest = z.input<typeof ZRejectRequest>;

function move<T extends z.ZodType>(name: string, body: T) {
  return defineCall({
    method: 'POST',
    path: `/backoffice/requests/:customerRequestId/${name}`,
    params: ZRequestParams,
    body,
    response: ZRequestAnswer,
    access: { route: '/backoffice/requests', level: 2 },
  });
}

export const takeBackOfficeRequestCall = move('take', ZTakeRequest);
export const stepBackOfficeRequestCall = move('step', ZStepRequest);
export const completeBackOfficeRequestCall = move('complete', ZCompleteRequest);
export const rejectBackOfficeRequestCall = move('reject', ZRejectRequest);

export * from './backoffice-depot.js';
