// Depot calls of spec 001 §7 (Depot) and the entities of §3 "Depot and requests": the
// depot orders ('Opdrachten', 'Archief'), their details, the delivery request 'Leveren uit
// depot', and the depot product actions depot-out and reservation.
import { z } from 'zod';
import {
  MAX_LIMIT_OFFSET,
  MAX_LIMIT_ROWS,
  TEXT_LIMITS,
  ZCount,
  ZId,
  ZText,
  ZYesNo,
} from './bounded.js';
import { defineCall } from './define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from './list-order.js';
import { ZEnvelope } from './envelope.js';
import { ZProductDepotStatus, ZProductDisplayStatus } from './articles.js';
import { MATTRESS_SIZES, ZCreatedRequest, ZIsoDate } from './rentals.js';

export const DEPOT_FORM_TYPES = [
  'TRANSPORT-IN',
  'TRANSPORT-OUT',
  'DIRECT-IN',
  'DIRECT-OUT',
  'TRANSPORT-TRANSFER',
] as const;
export const ZDepotFormType = z.enum(DEPOT_FORM_TYPES);
export type TDepotFormType = z.infer<typeof ZDepotFormType>;

/** Only COMPLETED has a meaning in the spec (it shows the handled date); the rest is ours. */
export const ZDepotStatus = z.enum(['OPEN', 'PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
export type TDepotStatus = z.infer<typeof ZDepotStatus>;

export const ZDepotTab = z.enum(['pending', 'archive']);
export type TDepotTab = z.infer<typeof ZDepotTab>;
/** The route (shell route table) whose page lists orders of each tab. */
export const DEPOT_TAB_ROUTES: Record<TDepotTab, string> = {
  pending: '/articles/depot-pending',
  archive: '/articles/depot-archive',
};
/** A depot call of either tab; the api checks the tab's own route. */
export const DEPOT_TAB_ACCESS = { anyOf: Object.values(DEPOT_TAB_ROUTES), level: 1 } as const;

export const ZDepotCase = z.object({
  depotCaseId: z.number().int(),
  name: z.string(),
  formType: ZDepotFormType,
  createDate: ZIsoDate,
  handleDate: ZIsoDate.nullable(),
});
export type TDepotCase = z.infer<typeof ZDepotCase>;

export const ZDepotCaseProduct = z.object({
  name: z.string(),
  depotStatus: ZProductDepotStatus.nullable(),
  productStatus: ZProductDisplayStatus,
  // Ours: to link to the product page.
  productId: z.number().int(),
});

export const ZDepotCaseDetails = z.object({
  depotCaseId: z.number().int(),
  name: z.string(),
  formType: ZDepotFormType,
  statusLabel: z.string(),
  depotStatus: ZDepotStatus,
  createDate: ZIsoDate,
  handleDate: ZIsoDate.nullable(),
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  lastAction: z.string().nullable(),
  /** Time spent on location, in minutes. */
  timeSpent: z.number().int().nullable(),
  priorityCall: z.boolean(),
  invoiceable: z.boolean(),
  remarks: z.string().nullable(),
  products: z.array(ZDepotCaseProduct),
  /** Ours: the customer request this order belongs to, when there is one. */
  customerRequestId: z.number().int().nullable(),
  /**
   * Ours (issue 38): the date the request asked for, under the request's own title
   * ('Gewenste leverdatum', 'Gewenste ophaaldatum'); null when it asked none. An older api
   * sends nothing.
   */
  desiredDate: z.object({ title: z.string(), date: ZIsoDate }).nullable().default(null),
  /**
   * Ours (issue 41): the day and time window ('08:00-12:00') the supplier planned, and when
   * it delivered or picked the aids up (ISO date-time); null until then. An older api sends
   * nothing.
   */
  plannedDate: ZIsoDate.nullable().default(null),
  plannedWindow: z.string().nullable().default(null),
  deliveredAt: z.string().nullable().default(null),
});
export type TDepotCaseDetails = z.infer<typeof ZDepotCaseDetails>;

/** Flat, as the spec writes it: paging and filters beside tabType. */
export const ZDepotCasesRequest = z.object({
  tabType: ZDepotTab,
  limitOffset: ZCount(1, MAX_LIMIT_OFFSET),
  limitRows: ZCount(1, MAX_LIMIT_ROWS),
  categoryId: ZId.nullable().optional(),
  formType: ZDepotFormType.nullable().optional(),
  ...listQueryShape(LIST_SORT_KEYS.depotCases),
});
export type TDepotCasesRequest = z.input<typeof ZDepotCasesRequest>;

/** Excel of a depot order list (ours); answers the .xlsx or an envelope. */
export const DEPOT_CASES_EXCEL_PATH = '/customer/depot/cases/excel';
export const ZDepotCasesExcelRequest = ZDepotCasesRequest.omit({
  limitOffset: true,
  limitRows: true,
});

/** Items one delivery request may hold (ours; a real order holds a handful). */
export const MAX_DEPOT_REQUEST_ITEMS = 50;

export const ZDepotRequestArticle = z.object({
  articleId: ZId,
  name: ZText(TEXT_LIMITS.name, { min: 1 }),
  /** Quantity box: digits, at most 2 (spec 001 §5), 1..99. */
  amount: ZCount(1, 99),
});

export const ZDepotRequestCategory = z.object({
  categoryId: ZId,
  // Ours: a category is ordered with a quantity too (the form shows a box per item).
  amount: ZCount(1, 99).default(1),
});

export const ZDepotRequest = z.object({
  contactId: ZId,
  locationId: ZId,
  deliverDate: ZIsoDate,
  urgency: ZYesNo,
  customerReference: ZText(TEXT_LIMITS.short).nullable(),
  comments: ZText(TEXT_LIMITS.comments).nullable(),
  measurementsBed: z.enum(MATTRESS_SIZES).nullable(),
  /** 'Ja' when set (spec 001 §3). */
  generalUse: z.enum(['Ja', 'Nee']).nullable().optional(),
  articles: z.array(ZDepotRequestArticle).max(MAX_DEPOT_REQUEST_ITEMS),
  categories: z.array(ZDepotRequestCategory).max(MAX_DEPOT_REQUEST_ITEMS),
});
export type TDepotRequest = z.input<typeof ZDepotRequest>;

export const ZDepotOutRequest = z.object({
  productId: ZId,
  departmentId: ZId.nullable(),
  locationId: ZId,
  room: ZText(TEXT_LIMITS.short).nullable(),
  deliverDate: ZIsoDate,
  client: ZText(TEXT_LIMITS.short).nullable(),
  comments: ZText(TEXT_LIMITS.comments).nullable(),
  contactId: ZId,
});

export const ZReservationRequest = z.object({
  productId: ZId,
  enableReservation: ZYesNo,
  /** Required when the reservation is on (spec 001 §5). */
  reservationReason: ZText(TEXT_LIMITS.comments).nullable(),
});

const noParams = z.object({});
const noBody = z.undefined();

export const getDepotCasesCall = defineCall({
  method: 'POST',
  path: '/customer/depot/cases',
  params: noParams,
  body: ZDepotCasesRequest,
  response: ZEnvelope(z.object({ cases: z.array(ZDepotCase), totalCount: z.number().int() })),
  // why: pending and archive have their own routes; the api checks the tab's route.
  access: DEPOT_TAB_ACCESS,
});

export const getDepotCaseDetailsCall = defineCall({
  method: 'GET',
  path: '/customer/depot/details/:depotCaseId',
  params: z.object({ depotCaseId: ZId }),
  body: noBody,
  response: ZEnvelope(z.object({ details: ZDepotCaseDetails })),
  // why: a pending order is seen under depot-pending, a finished one under depot-archive;
  // the access table names the route of each.
  access: DEPOT_TAB_ACCESS,
});

export const createDepotRequestCall = defineCall({
  method: 'PUT',
  path: '/customer/depot/request',
  params: noParams,
  body: ZDepotRequest,
  response: ZCreatedRequest,
  access: { route: '/articles/depot/request', level: 1 },
});

export const requestDepotOutCall = defineCall({
  method: 'PUT',
  path: '/customer/depot/request/depot-out',
  params: noParams,
  body: ZDepotOutRequest,
  response: ZCreatedRequest,
  access: { route: '/articles/depot/product/actions/depotout', level: 2 },
});

export const updateReservationCall = defineCall({
  method: 'PUT',
  path: '/customer/depot/reservation',
  params: noParams,
  body: ZReservationRequest,
  response: ZEnvelope(z.object({ productId: z.number().int() })),
  access: { route: '/articles/depot/product/actions/reservation', level: 2 },
});
