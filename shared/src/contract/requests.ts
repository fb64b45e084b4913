// Customer requests calls of spec 001 §7 (Requests) and the entities of §3: what a user
// submitted anywhere in the portal, followed from open through processing to archive.
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { ZEnvelope } from './envelope.js';
import { ZId } from './global.js';
import { ZRequestType } from './rentals.js';

export const ZRequestTab = z.enum(['open', 'processing', 'archive']);
export type TRequestTab = z.infer<typeof ZRequestTab>;

/** OPEN shows under open, PROCESSING under processing, COMPLETED and REJECTED in archive. */
export const ZRequestStatus = z.enum(['OPEN', 'PROCESSING', 'COMPLETED', 'REJECTED']);
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

export const ZCustomerRequest = z.object({
  customerRequestId: z.number().int(),
  type: ZRequestType,
  /** ISO date-time of submission. */
  createDate: z.string(),
  requestLocationFrom: z.string().nullable(),
  requestLocationTo: z.string().nullable(),
  contact: z.string().nullable(),
});
export type TCustomerRequest = z.infer<typeof ZCustomerRequest>;

/** Paging and filters travel flat beside tabType, as the spec lists them. */
export const ZRequestsOverviewRequest = z.object({
  tabType: ZRequestTab,
  limitOffset: z.number().int().min(1),
  limitRows: z.number().int().min(1).max(100),
  location: z.number().int().positive().nullable().optional(),
  requestType: ZRequestType.nullable().optional(),
  customerRequestId: z.number().int().positive().nullable().optional(),
  contact: z.number().int().positive().nullable().optional(),
});
export type TRequestsOverviewRequest = z.infer<typeof ZRequestsOverviewRequest>;

/** Excel of a tab of the overview (POST, answers an .xlsx or the error envelope). */
export const REQUESTS_EXCEL_PATH = '/customer/requests/overview/excel';

/** The overview's body: the tab and its filters; paging fields are ignored when sent. */
export const ZRequestsExcelRequest = ZRequestsOverviewRequest.omit({
  limitOffset: true,
  limitRows: true,
});
export type TRequestsExcelRequest = z.input<typeof ZRequestsExcelRequest>;

/** One submitted field: its Dutch title and its value as (sanitised on display) HTML. */
export const ZCustomField = z.object({ title: z.string(), value: z.string() });

export const ZProcessStep = z.object({
  date: z.string(),
  action: z.string(),
  message: z.string(),
});
export type TProcessStep = z.infer<typeof ZProcessStep>;

export const ZCustomerRequestDetails = z.object({
  title: z.string(),
  status: ZRequestStatus,
  type: ZRequestType,
  customerRequestId: z.number().int(),
  createDate: z.string(),
  /** Who entered it. */
  user: z.string().nullable(),
  contact: z.string().nullable(),
  /** The supplier's employee who handles it, when one does. */
  employee: z.string().nullable(),
  customData: z.record(z.string(), ZCustomField),
  process: z.array(ZProcessStep),
});
export type TCustomerRequestDetails = z.infer<typeof ZCustomerRequestDetails>;

export const getCustomerRequestsCall = defineCall({
  method: 'POST',
  path: '/customer/requests/overview',
  params: z.object({}),
  body: ZRequestsOverviewRequest,
  response: ZEnvelope(
    z.object({ requests: z.array(ZCustomerRequest), totalCount: z.number().int() }),
  ),
  access: { route: '/requests', level: 1 },
});

export const getCustomerRequestDetailsCall = defineCall({
  method: 'GET',
  path: '/customer/requests/details/:customerRequestId',
  params: z.object({ customerRequestId: ZId }),
  body: z.undefined(),
  response: ZEnvelope(z.object({ details: ZCustomerRequestDetails })),
  access: { route: '/requests', level: 1 },
});
