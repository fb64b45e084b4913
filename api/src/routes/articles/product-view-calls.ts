// Product views of the articles area (spec 001 §2.4, §7 Articles;
// api/src/routes/articles/README.md): the overview lists, a product's details, template fields and
// code, the tabs (repairs, inspections, cleanings, log), the inspections and repairs overviews and
// the due counts of the home tile.
import { getInspectionSummaryCall } from '@portal/shared/contract';
import {
  getCleaningsCall,
  getCustomFieldsCall,
  getInspectionsCall,
  getProductBarcodeCall,
  getProductDetailsCall,
  getProductLogCall,
  getProductsCall,
  getRepairsCall,
} from '@portal/shared/contract/articles';
import { addDaysIso, INSPECTION_SOON_DAYS, MESSAGES, todayIso } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TQueryable } from '../../db/database.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import {
  countInspectionsDue,
  findArticleTemplate,
  findProductBarcode,
  findProductDetails,
  findProductsPage,
  findTemplateFields,
  withValues,
} from '../../repositories/articles-repository.js';
import { findProductLogPage } from '../../repositories/product-log-repository.js';
import {
  findCleaningsPage,
  findInspectionsPage,
  findRepairsPage,
} from '../../repositories/product-tabs-repository.js';
import { findProductRef } from '../../repositories/products-repository.js';

/** Whether `productId` is a placed product of the organisation (its tabs may be listed). */
async function isListedProduct(
  db: TQueryable,
  organisationId: number,
  productId: number,
): Promise<boolean> {
  const product = await findProductRef(db, organisationId, productId);
  return product !== null && product.placement !== 'unplaced';
}

const required = (field: string) =>
  failure(MESSAGES.invalidInput, { fields: { [field]: MESSAGES.required } });

export function productViewCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getProductsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { tabType, filters } = context.body;
    const { limitOffset, limitRows, ...listFilters } = filters;
    const { rows: products, totalCount } = await findProductsPage(
      db,
      organisationId,
      tabType,
      listFilters,
      { offset: limitOffset, rows: limitRows },
      todayIso(),
    );
    return success({ products, totalCount });
  });

  registerCall(app, getProductDetailsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const details = await findProductDetails(db, organisationId, context.params.id, todayIso());
    return details ? success({ details }) : failure(MESSAGES.productNotFound);
  });

  registerCall(app, getCustomFieldsCall, async (context) => {
    const article = await findArticleTemplate(db, context.params.id);
    if (!article) return failure(MESSAGES.notFound);
    const fields = await findTemplateFields(db, article.templateId);
    return success({ fields: withValues(fields, {}) });
  });

  registerCall(app, getProductBarcodeCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const barcode = await findProductBarcode(db, organisationId, context.params.id);
    return barcode === undefined ? failure(MESSAGES.productNotFound) : success({ barcode });
  });

  registerCall(app, getRepairsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { tabType, productId, filters } = context.body;
    const { limitOffset, limitRows, ...narrowing } = filters;
    let scope: { tab: 'open' | 'archive' } | { productId: number };
    if (tabType === 'product') {
      if (!productId) return required('productId');
      if (!(await isListedProduct(db, organisationId, productId))) {
        return failure(MESSAGES.productNotFound);
      }
      scope = { productId };
    } else {
      scope = { tab: tabType };
    }
    const { rows: repairs, totalCount } = await findRepairsPage(
      db,
      organisationId,
      scope,
      narrowing,
      { offset: limitOffset, rows: limitRows },
    );
    return success({ repairs, totalCount });
  });

  registerCall(app, getInspectionsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { context: listContext, productId, filters } = context.body;
    const { limitOffset, limitRows, ...narrowing } = filters;
    if (listContext === 'product') {
      if (!productId) return required('productId');
      if (!(await isListedProduct(db, organisationId, productId))) {
        return failure(MESSAGES.productNotFound);
      }
    }
    const { rows: inspections, totalCount } = await findInspectionsPage(
      db,
      organisationId,
      listContext,
      productId ?? null,
      narrowing,
      { offset: limitOffset, rows: limitRows },
      todayIso(),
    );
    return success({ inspections, totalCount });
  });

  registerCall(app, getInspectionSummaryCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const today = todayIso();
    return success(
      await countInspectionsDue(db, organisationId, today, addDaysIso(today, INSPECTION_SOON_DAYS)),
    );
  });

  registerCall(app, getCleaningsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { productId, filters } = context.body;
    if (!(await isListedProduct(db, organisationId, productId))) {
      return failure(MESSAGES.productNotFound);
    }
    const { rows: cleanings, totalCount } = await findCleaningsPage(
      db,
      organisationId,
      productId,
      filters.status ?? null,
      { offset: filters.limitOffset, rows: filters.limitRows },
    );
    return success({ cleanings, totalCount });
  });

  registerCall(app, getProductLogCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { productId, filters } = context.body;
    if (!(await isListedProduct(db, organisationId, productId))) {
      return failure(MESSAGES.productNotFound);
    }
    const { rows: log, totalCount } = await findProductLogPage(db, organisationId, productId, {
      offset: filters.limitOffset,
      rows: filters.limitRows,
    });
    return success({ log, totalCount });
  });
}
