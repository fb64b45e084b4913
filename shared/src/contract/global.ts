// Shared reference calls of spec 000 §7 and spec 001 §7 (Reference data).
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { ZEnumAnyCase, ZId } from './bounded.js';
import { ZEnvelope } from './envelope.js';
import { RESOURCE_ACCESS } from '../access/resource-access.js';

/** 0 or 1, the way the supplier's API sends flags (generalUse, isRentable, ...). */
export const ZFlag = z.union([z.literal(0), z.literal(1)]);
export type TFlag = z.infer<typeof ZFlag>;

export const ZSelectOption = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
});
export type TSelectOption = z.infer<typeof ZSelectOption>;

export const ZContactOption = ZSelectOption.extend({ selected: z.boolean() });
export type TContactOption = z.infer<typeof ZContactOption>;

export const ARTICLE_TYPES = ['catalog', 'intern', 'rental', 'depot'] as const;
export const ZArticleType = z.enum(ARTICLE_TYPES);
export type TArticleType = z.infer<typeof ZArticleType>;

export const ZCategory = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  priceDisplay: z.string().nullable(),
  isRentable: ZFlag,
  hasMeasurementsBed: ZFlag,
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZArticle = z.object({ id: z.number().int(), name: z.string() });
export type TArticle = z.infer<typeof ZArticle>;

export const ZProductDocument = z.object({
  documentId: z.number().int(),
  guid: z.string(),
  type: z.string(),
  typeDisplay: z.string(),
  description: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  icon: z.string(),
});
export type TProductDocument = z.infer<typeof ZProductDocument>;

const idParams = z.object({ id: ZId });
const noParams = z.object({});
const noBody = z.undefined();

/** Locations whose parent is `id`; 0 gives the organisation's top-level locations. */
export const getLocationsCall = defineCall({
  method: 'GET',
  path: '/global/locations/:id',
  params: z.object({
    id: z.union([ZId, z.literal(0), z.literal('0').transform(() => 0 as const)]),
  }),
  body: noBody,
  response: ZEnvelope(z.object({ locations: z.array(ZSelectOption) })),
  access: 'session',
});

/** Departments of location `id`. */
export const getDepartmentsCall = defineCall({
  method: 'GET',
  path: '/global/departments/:id',
  params: idParams,
  body: noBody,
  response: ZEnvelope(z.object({ departments: z.array(ZSelectOption) })),
  access: 'session',
});

export const getContactsCall = defineCall({
  method: 'GET',
  path: '/global/contacts',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ contacts: z.array(ZContactOption) })),
  access: 'session',
});

/** Ours (issue 38): who in the organisation gives rights (an account with every right). */
export const ZAdministrator = z.object({ fullName: z.string(), email: z.string() });
export type TAdministrator = z.infer<typeof ZAdministrator>;

/**
 * Ours (issue 38): the organisation's administrators, named on 'Geen toegang' as the ones
 * who give a missing right: its active accounts with every right ('*' at level 2). Any
 * signed-in user may ask; the answer holds only their names and addresses.
 */
export const getAdministratorsCall = defineCall({
  method: 'GET',
  path: '/global/administrators',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ administrators: z.array(ZAdministrator) })),
  access: 'session',
});

export const getWarehousesCall = defineCall({
  method: 'GET',
  path: '/global/warehouses',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ warehouses: z.array(ZSelectOption) })),
  access: 'session',
});

export const getInspectionTypesCall = defineCall({
  method: 'GET',
  path: '/global/inspections/types',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ inspectionTypes: z.array(ZSelectOption) })),
  access: 'session',
});

// why: the spec writes these values in lower case and the articles list's in upper case;
// a client may mix them up, so both calls accept either case.
export const ZCategoriesRequest = z.object({ articleType: ZEnumAnyCase(ARTICLE_TYPES) });
export const getCategoriesCall = defineCall({
  method: 'POST',
  path: '/global/articles/categories',
  params: noParams,
  body: ZCategoriesRequest,
  response: ZEnvelope(z.object({ categories: z.array(ZCategory) })),
  access: 'session',
});

export const ZArticlesRequest = z.object({
  categoryId: ZId,
  articleType: ZEnumAnyCase(['DEPOT', 'RENTAL']),
});
export const getArticlesCall = defineCall({
  method: 'POST',
  path: '/global/articles/list',
  params: noParams,
  body: ZArticlesRequest,
  response: ZEnvelope(z.object({ articles: z.array(ZArticle) })),
  access: 'session',
});

export const ZPageTitleType = z.enum(['product', 'rentalcase', 'depotcase', 'request']);
export type TPageTitleType = z.infer<typeof ZPageTitleType>;

/** The title text is the response field itself (spec 000 §7). */
export const getPageTitleCall = defineCall({
  method: 'GET',
  path: '/global/pagetitle/:type/:id',
  params: z.object({ type: ZPageTitleType, id: ZId }),
  body: noBody,
  response: ZEnvelope(z.string()),
  // why: the page of each type; the api checks the one of the type asked.
  access: {
    anyOf: (['product', 'rentalCase', 'depotOrder', 'customerRequest'] as const).map(
      (kind) => RESOURCE_ACCESS[kind].route,
    ),
    level: 1,
  },
});

export const getProductDocumentsCall = defineCall({
  method: 'GET',
  path: '/global/product/documents/:id',
  params: idParams,
  body: noBody,
  response: ZEnvelope(z.object({ documents: z.array(ZProductDocument) })),
  access: RESOURCE_ACCESS.productDocument,
});

/**
 * Binary download: `a` names the kind of file (`document`, `invoice`, ...), `b` its guid.
 * Answers the file itself, not an envelope; a failure answers an envelope.
 */
export const DOWNLOAD_PATH = '/global/download/:a/:b';
