// Customer requests calls of spec 001 §7 (Requests) and the entities of §3: what a user
// submitted anywhere in the portal, followed from open through processing to archive.
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from './list-order.js';
import { ZId } from './bounded.js';
import { ZEnvelope, ZPaging } from './envelope.js';
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
export const ZRequestsOverviewRequest = ZPaging.extend({
  tabType: ZRequestTab,
  location: ZId.nullable().optional(),
  requestType: ZRequestType.nullable().optional(),
  customerRequestId: ZId.nullable().optional(),
  contact: ZId.nullable().optional(),
  ...listQueryShape(LIST_SORT_KEYS.customerRequests),
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

/**
 * A file sent with a request (repair photos and PDFs), downloaded with
 * GET /global/download/file/{guid}. Ours: the spec's details name no files.
 */
export const ZRequestFile = z.object({
  guid: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  /** 'IMAGE' for a photo, 'DOCUMENT' for anything else. */
  type: z.string(),
});
export type TRequestFile = z.infer<typeof ZRequestFile>;

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
  /** Ours, beside the spec's fields: what was sent along (an older api sends none). */
  files: z.array(ZRequestFile).default([]),
  /** Ours (issue 38): the depot order the request made, when it made one. */
  depotCaseId: z.number().int().nullable().default(null),
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
