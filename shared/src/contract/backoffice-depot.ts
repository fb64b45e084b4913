// Depot orders in the supplier's back office (issue 41 "Depot orders the same way"; ours,
// the spec has no screen for it): the list of every organisation's orders, an order's page
// and the staff's moves on it (plan the delivery, mark it delivered or picked up, complete,
// cancel), each sent with the version the page showed. Staff only, as every back-office
// call (backoffice.ts); re-exported from there.
import { z } from 'zod';
import { TEXT_LIMITS, ZCount, ZId, ZIsoDate, ZText } from './bounded.js';
import { defineCall } from './define-call.js';
import { ZDepotFormType, ZDepotStatus, ZDepotTab } from './depot.js';
import { ZEnvelope, ZPaging } from './envelope.js';
import { listQueryShape } from './list-order.js';
import { ZProductDepotStatus } from './articles.js';
import { ZRequestStatus } from './requests.js';

/** The list's orders: newest first (the default), by planned day (unplanned last), by number. */
export const DEPOT_ORDER_SORT_KEYS = ['createDate', 'plannedDate', 'depotCaseId'] as const;

export const ZDepotOrdersRequest = ZPaging.extend({
  tabType: ZDepotTab,
  organisation: ZId.nullable().optional(),
  /** One status within the tab (pending: OPEN, PLANNED, IN_PROGRESS; archive: the others). */
  status: ZDepotStatus.nullable().optional(),
  formType: ZDepotFormType.nullable().optional(),
  ...listQueryShape(DEPOT_ORDER_SORT_KEYS),
});
export type TDepotOrdersRequest = z.input<typeof ZDepotOrdersRequest>;

/** What tells orders apart at a glance. */
export const ZDepotOrderRow = z.object({
  depotCaseId: z.number().int(),
  organisationId: z.number().int(),
  organisation: z.string(),
  name: z.string(),
  formType: ZDepotFormType,
  status: ZDepotStatus,
  /** ISO date-time. */
  createDate: z.string(),
  location: z.string().nullable(),
  room: z.string().nullable(),
  /** The aids it holds (article and serial), the first few, and how many lines in all. */
  items: z.string().nullable(),
  itemCount: z.number().int(),
  /** The customer's wish date (yyyy-MM-dd), when her request named one. */
  wishDate: ZIsoDate.nullable(),
  plannedDate: ZIsoDate.nullable(),
  plannedWindow: z.string().nullable(),
  isUrgent: z.boolean(),
});
export type TDepotOrderRow = z.infer<typeof ZDepotOrderRow>;

export const ZDepotOrderCounts = z.object({
  pending: z.number().int(),
  archive: z.number().int(),
});
export type TDepotOrderCounts = z.infer<typeof ZDepotOrderCounts>;

export const getBackOfficeDepotOrdersCall = defineCall({
  method: 'POST',
  path: '/backoffice/depot',
  params: z.object({}),
  body: ZDepotOrdersRequest,
  response: ZEnvelope(
    z.object({
      orders: z.array(ZDepotOrderRow),
      totalCount: z.number().int(),
      counts: ZDepotOrderCounts,
    }),
  ),
  access: { route: '/backoffice/depot', level: 1 },
});

export const ZBackOfficeDepotItem = z.object({
  /** The aid (article and serial), or the article or category still to pick. */
  name: z.string(),
  productId: z.number().int().nullable(),
  depotStatus: ZProductDepotStatus.nullable(),
  amount: z.number().int(),
});

export const ZBackOfficeDepotOrder = z.object({
  depotCaseId: z.number().int(),
  organisationId: z.number().int(),
  organisation: z.string(),
  name: z.string(),
  formType: ZDepotFormType,
  status: ZDepotStatus,
  version: z.number().int(),
  createDate: z.string(),
  handleDate: z.string().nullable(),
  location: z.string().nullable(),
  department: z.string().nullable(),
  room: z.string().nullable(),
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  remarks: z.string().nullable(),
  priorityCall: z.boolean(),
  lastAction: z.string().nullable(),
  timeSpent: z.number().int().nullable(),
  wishDate: ZIsoDate.nullable(),
  plannedDate: ZIsoDate.nullable(),
  plannedWindow: z.string().nullable(),
  /** When the aids were delivered or picked up (ISO date-time). */
  deliveredAt: z.string().nullable(),
  customerRequestId: z.number().int().nullable(),
  requestStatus: ZRequestStatus.nullable(),
  items: z.array(ZBackOfficeDepotItem),
});
export type TBackOfficeDepotOrder = z.infer<typeof ZBackOfficeDepotOrder>;

const ZOrderAnswer = ZEnvelope(z.object({ order: ZBackOfficeDepotOrder }));
const ZOrderParams = z.object({ depotCaseId: ZId });

export const getBackOfficeDepotOrderCall = defineCall({
  method: 'GET',
  path: '/backoffice/depot-orders/:depotCaseId',
  params: ZOrderParams,
  body: z.undefined(),
  response: ZOrderAnswer,
  access: { route: '/backoffice/depot-orders', level: 1 },
});

/** The version the staff member saw: a move on an older one is refused. */
const ZVersion = ZCount(1, 2_147_483_647);
const ZOptionalMessage = ZText(TEXT_LIMITS.comments).nullable().optional();

export const ZPlanDepotOrder = z.object({
  version: ZVersion,
  date: ZIsoDate,
  /** 'HH:mm-HH:mm'; the api checks it (shared/rules checkTimeWindow) with its own message. */
  window: ZText(20, { min: 1 }),
  message: ZOptionalMessage,
});
export type TPlanDepotOrder = z.input<typeof ZPlanDepotOrder>;

export const ZDeliverDepotOrder = z.object({ version: ZVersion, message: ZOptionalMessage });
export type TDeliverDepotOrder = z.input<typeof ZDeliverDepotOrder>;

export const ZCompleteDepotOrder = z.object({
  version: ZVersion,
  /** Time spent on location ('Tijd op locatie'). */
  minutes: ZCount(0, 100_000).nullable().optional(),
  message: ZOptionalMessage,
});
export type TCompleteDepotOrder = z.input<typeof ZCompleteDepotOrder>;

export const ZCancelDepotOrder = z.object({
  version: ZVersion,
  message: ZText(TEXT_LIMITS.comments, { min: 1 }),
});
export type TCancelDepotOrder = z.input<typeof ZCancelDepotOrder>;

function move<T extends z.ZodType>(name: string, body: T) {
  return defineCall({
    method: 'POST',
    path: `/backoffice/depot-orders/:depotCaseId/${name}`,
    params: ZOrderParams,
    body,
    response: ZOrderAnswer,
    access: { route: '/backoffice/depot-orders', level: 2 },
  });
}

export const planBackOfficeDepotOrderCall = move('plan', ZPlanDepotOrder);
export const deliverBackOfficeDepotOrderCall = move('deliver', ZDeliverDepotOrder);
export const completeBackOfficeDepotOrderCall = move('complete', ZCompleteDepotOrder);
export const cancelBackOfficeDepotOrderCall = move('cancel', ZCancelDepotOrder);
