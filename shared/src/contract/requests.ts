// Customer requests calls of spec 001 §7 (Requests) and the entities of §3: what a user
// submitted anywhere in the portal, followed from open through processing to archive.
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from './list-order.js';
import { RESOURCE_ACCESS } from '../access/resource-access.js';
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
  /**
   * Ours (issue 38), so that two cards of one type tell apart: the request's status, the
   * aid or case it is about as its form named it ('Dossier 12 - Hoog-laagbed (DL-0033)',
   * 'Hoog-laagbed DL-0044', a new rental's articles) and the department and room it is
   * for. An older api sends none of them.
   */
  status: ZRequestStatus.nullable().default(null),
  subject: z.string().nullable().default(null),
  room: z.string().nullable().default(null),
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

/** What a running request's subject is: a rental case or an aid (product). */
export const ZRequestSubjectKind = z.enum(['rentalCase', 'product']);
export type TRequestSubjectKind = z.infer<typeof ZRequestSubjectKind>;

/** A request still running (OPEN or PROCESSING) about one case or aid (issue 38). */
export const ZRunningRequest = z.object({
  customerRequestId: z.number().int(),
  type: ZRequestType,
  /** ISO date-time of submission. */
  createDate: z.string(),
  status: ZRequestStatus,
});
export type TRunningRequest = z.infer<typeof ZRunningRequest>;

/** The most a case's or aid's page lists (newest first); more are found under Aanvragen. */
export const RUNNING_REQUESTS_LIMIT = 20;

/** The page (and its route) a subject's running requests show on: its own. */
export const RUNNING_REQUEST_ROUTES: Record<TRequestSubjectKind, string> = {
  rentalCase: RESOURCE_ACCESS.rentalCase.route,
  product: RESOURCE_ACCESS.product.route,
};

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

/**
 * Ours (issue 38): the running requests of one rental case or aid, for its own page. The
 * spec's overview filters by location, type, id and contact, not by what a request is
 * about, and is a page of one tab (open or processing) that needs /requests; a case's page
 * needs only /rentals, an aid's only /articles (mf-requests/README.md "Decisions").
 */
export const getRunningRequestsCall = defineCall({
  method: 'GET',
  path: '/customer/requests/running/:subject/:subjectId',
  params: z.object({ subject: ZRequestSubjectKind, subjectId: ZId }),
  body: z.undefined(),
  response: ZEnvelope(z.object({ requests: z.array(ZRunningRequest) })),
  // why: one call for both pages; the api checks the route of the subject it was asked.
  access: { anyOf: Object.values(RUNNING_REQUEST_ROUTES), level: 1 },
});
