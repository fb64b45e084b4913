// Product writes that change the product itself (spec 001 §4, §5, §7 Articles;
// api/src/routes/articles/README.md "Data"): link a QR code, the client name (with its
// PRODUCT-CLIENT-UPDATE request), the product data, and registering an own aid. One transaction
// each, Idempotency-Key honoured, a line in the product's log.
import {
  addProductCall,
  editProductCall,
  linkQrCodeCall,
  updateClientNameCall,
} from '@portal/shared/contract/articles';
import {
  isSameClientName,
  isSameProductData,
  MESSAGES,
  YEARS_BACK,
  todayIso,
} from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TQueryable } from '../../db/database.js';
import type { TDeps } from '../../deps.js';
import { failure, success, type TFieldErrors } from '../../answer/envelope.js';
import { idempotentWrite } from '../../http/idempotent-write.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';
import type { TSession } from '../../plugins/session-auth.js';
import { findTemplateFields } from '../../repositories/articles-repository.js';
import { createCustomerRequest } from '../../repositories/customer-requests-repository.js';
import { appendProductLog } from '../../repositories/product-log-repository.js';
import {
  isCodeTaken,
  isSerialTaken,
  lockProductForWrite,
} from '../../repositories/products-repository.js';
import { findOwnDepartment, findOwnLocation } from '../../repositories/reference-repository.js';
import { CustomData } from '../../requests/custom-data.js';
import { checkCustomValues } from '../../services/custom-values.js';
import { currentYear, isDateInYears } from '../rentals/request-fields.js';
import {
  actionRoute,
  isRefusal,
  nothingChanged,
  productForAction,
  refuseAction,
} from './product-write-rules.js';

const MANAGEMENT_ROLE = 'management';

/** Decimal with comma or period as stored (numeric(12,2)). */
const toNumeric = (money: string) => money.replace(',', '.');

/** A registration date: a real day from 125 years back up to today. */
function isPastDate(iso: string): boolean {
  const year = currentYear();
  return isDateInYears(iso, year - YEARS_BACK, year) && iso <= todayIso();
}

function isManager(session: TSession): boolean {
  return session.roles.includes(MANAGEMENT_ROLE);
}

async function log(
  tx: TQueryable,
  session: TSession,
  productId: number,
  message: string,
  specification = '',
): Promise<void> {
  await appendProductLog(tx, {
    organisationId: session.organisationId,
    productId,
    message,
    specification,
    actorName: session.fullName,
  });
}

export function productEditCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, linkQrCodeCall, async (context) => {
    const session = sessionOf(context);
    const { barcode, productId } = context.body;
    const call = callName(linkQrCodeCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await lockProductForWrite(tx, session.organisationId, productId);
      if (!product || product.placement === 'unplaced') {
        return failure(MESSAGES.noProductForQrCode);
      }
      if (!mayOpen(session, actionRoute(product, 'scan'), 2)) {
        return refuseForbidden(context.reply);
      }
      const refused = await refuseAction(tx, session.organisationId, product, 'scan');
      if (refused) return refused;
      const code = barcode.trim();
      if (await isCodeTaken(tx, code)) {
        return failure(MESSAGES.barcodeTaken, { fields: { barcode: MESSAGES.barcodeTaken } });
      }
      await tx.query('UPDATE products SET barcode = $2 WHERE id = $1', [product.id, code]);
      await log(tx, session, product.id, 'QR code gekoppeld', code);
      return success({ productId: product.id });
    });
  });

  registerCall(app, updateClientNameCall, async (context) => {
    const session = sessionOf(context);
    const { productId, clientName } = context.body;
    const call = callName(updateClientNameCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await productForAction(tx, session.organisationId, productId, 'client');
      if (isRefusal(product)) return product;
      if (isSameClientName(product.clientName, clientName)) return nothingChanged();
      const name = clientName.trim();
      await tx.query('UPDATE products SET client_name = $2 WHERE id = $1', [product.id, name]);
      await log(tx, session, product.id, 'Cliëntgegevens gewijzigd', name);
      // why: the name changes at once; the request lets the supplier's records follow.
      const customerRequestId = await createCustomerRequest(tx, {
        organisationId: session.organisationId,
        type: 'PRODUCT-CLIENT-UPDATE',
        createdByUserId: session.userId,
        contactId: null,
        locationFromId: product.locationId,
        sourceId: product.id,
        customData: new CustomData()
          .add('product', 'Hulpmiddel', product.title)
          .add('clientName', 'Cliënt', name)
          .toArray(),
      });
      return success({ customerRequestId });
    });
  });

  registerCall(app, editProductCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const call = callName(editProductCall);
    const formMessage = MESSAGES.editFormInvalid;
    return idempotentWrite(db, { ...context, session, call, formMessage }, async (tx) => {
      const product = await productForAction(tx, session.organisationId, body.productId, 'edit');
      if (isRefusal(product)) return product;
      if (!mayOpen(session, actionRoute(product, 'edit'), 2)) {
        return refuseForbidden(context.reply);
      }
      const fields: TFieldErrors = {};
      const purchaseValue = body.purchaseValue ?? null;
      if (purchaseValue !== null && !isManager(session)) {
        fields.purchaseValue = MESSAGES.purchaseValueNotAllowed;
      }
      if (body.registrationDate && !isPastDate(body.registrationDate)) {
        fields.registrationDate = MESSAGES.invalidValue;
      }
      if (await isSerialTaken(tx, session.organisationId, body.serialNumber, product.id)) {
        fields.serialNumber = MESSAGES.serialTaken;
      }
      const checked = checkCustomValues(
        await findTemplateFields(tx, product.templateId),
        body.customFields,
      );
      Object.assign(fields, checked.fields);
      if (Object.keys(fields).length > 0) return failure(MESSAGES.editFormInvalid, { fields });
      const next = {
        ...body,
        // why: only a manager's save sets the purchase value (null when left out, as below).
        purchaseValue: isManager(session) ? purchaseValue : undefined,
        customFields: checked.values,
      };
      if (isSameProductData({ ...product, customFields: product.customValues }, next)) {
        return nothingChanged();
      }

      const quality = body.quality ? body.quality.toUpperCase() : null;
      await tx.query(
        `UPDATE products SET serial_number = $2, frame_number = $3, registration_date = $4,
           product_brand = $5, product_type = $6, dimensions = $7,
           quality_updated_at = CASE WHEN quality IS DISTINCT FROM $8 THEN current_date
                                     ELSE quality_updated_at END,
           quality = $8, remarks = $9, custom_values = $10::jsonb,
           purchase_value = CASE WHEN $11::boolean THEN $12::numeric ELSE purchase_value END
         WHERE id = $1`,
        [
          product.id,
          body.serialNumber,
          body.frameNumber,
          body.registrationDate,
          body.productBrand,
          body.productType,
          body.dimensions,
          quality,
          body.remarks,
          JSON.stringify(checked.values),
          // why: only a manager's form carries the purchase value; others keep it as it is.
          isManager(session),
          purchaseValue === null ? null : toNumeric(purchaseValue),
        ],
      );
      await log(tx, session, product.id, 'Artikelgegevens gewijzigd', body.serialNumber);
      return success({ productId: product.id });
    });
  });

  registerCall(app, addProductCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(addProductCall);
    const formMessage = MESSAGES.invalidInput;
    return idempotentWrite(db, { ...context, session, call, formMessage }, async (tx) => {
      const fields: TFieldErrors = {};
      const [article] = await tx.query<{ id: number; name: string; templateId: number | null }>(
        `SELECT a.id, a.name, a.template_id AS "templateId" FROM articles a
         JOIN article_categories c ON c.id = a.category_id
         WHERE a.id = $1 AND a.article_type = 'DEPOT' AND 'intern' = ANY (c.article_types)`,
        [body.articleId],
      );
      if (!article) fields.articleId = MESSAGES.invalidValue;
      const location = await findOwnLocation(tx, organisationId, body.locationId);
      if (!location) fields.locationId = MESSAGES.invalidValue;
      const department =
        body.departmentId === null
          ? null
          : await findOwnDepartment(tx, organisationId, body.departmentId);
      if (body.departmentId !== null && department?.locationId !== body.locationId) {
        fields.departmentId = MESSAGES.invalidValue;
      }
      if (body.purchaseValue !== null && !isManager(session)) {
        fields.purchaseValue = MESSAGES.purchaseValueNotAllowed;
      }
      if (body.registrationDate && !isPastDate(body.registrationDate)) {
        fields.registrationDate = MESSAGES.invalidValue;
      }
      let existingId: number | null = null;
      if (body.serialOption === 'existing') {
        if (body.productId === null) {
          fields.productId = MESSAGES.required;
        } else {
          const existing = await lockProductForWrite(tx, organisationId, body.productId);
          if (
            !existing ||
            existing.placement !== 'unplaced' ||
            existing.articleId !== body.articleId
          ) {
            fields.productId = MESSAGES.invalidValue;
          } else {
            existingId = existing.id;
          }
        }
      } else if (body.serialOption === 'new') {
        if (body.serialNumber === null) fields.serialNumber = MESSAGES.required;
        else if (await isSerialTaken(tx, organisationId, body.serialNumber, null)) {
          fields.serialNumber = MESSAGES.serialTaken;
        }
      }
      const checked = checkCustomValues(
        await findTemplateFields(tx, article?.templateId ?? null),
        body.customFields,
      );
      Object.assign(fields, checked.fields);
      if (Object.keys(fields).length > 0 || !article || !location) {
        return failure(MESSAGES.invalidInput, { fields });
      }

      const values = [
        body.locationId,
        body.departmentId,
        body.room,
        body.clientName,
        body.frameNumber,
        body.registrationDate,
        body.purchaseValue === null ? null : toNumeric(body.purchaseValue),
        body.productBrand,
        body.productType,
        body.dimensions,
        body.remarks,
        JSON.stringify(checked.values),
      ];
      let productId: number;
      if (existingId !== null) {
        await tx.query(
          `UPDATE products SET location_id = $2, department_id = $3, room = $4, client_name = $5,
             frame_number = coalesce($6, frame_number),
             registration_date = coalesce($7, registration_date),
             purchase_value = coalesce($8::numeric, purchase_value),
             product_brand = coalesce($9, product_brand), product_type = coalesce($10, product_type),
             dimensions = $11, remarks = $12, custom_values = $13::jsonb, start_date = current_date,
             depot_status = NULL
           WHERE id = $1`,
          [existingId, ...values],
        );
        productId = existingId;
      } else {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO products (organisation_id, article_id, serial_number, location_id,
             department_id, room, client_name, frame_number, registration_date, purchase_value,
             product_brand, product_type, dimensions, remarks, custom_values, template_id,
             start_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric,
             coalesce($11, (SELECT product_brand FROM articles WHERE id = $2)),
             coalesce($12, (SELECT product_type FROM articles WHERE id = $2)),
             $13, $14, $15::jsonb, $16, current_date)
           RETURNING id`,
          [
            organisationId,
            article.id,
            // why: 'serial unknown' gets a number made from the product id just below.
            body.serialOption === 'new' ? body.serialNumber : `ONBEKEND-${crypto.randomUUID()}`,
            ...values,
            article.templateId,
          ],
        );
        if (!row) throw new Error('product insert returned no row');
        productId = row.id;
        if (body.serialOption === 'unknown') {
          await tx.query(
            `UPDATE products SET serial_number = 'ONB-' || lpad(id::text, 6, '0') WHERE id = $1`,
            [productId],
          );
        }
        await log(tx, session, productId, 'Geregistreerd', article.name);
      }
      const place = [location.name, department?.name, body.room].filter(Boolean).join(', ');
      await log(tx, session, productId, 'Geplaatst op locatie', place);
      const [registered] = await tx.query<{ serialNumber: string }>(
        'SELECT serial_number AS "serialNumber" FROM products WHERE id = $1',
        [productId],
      );
      return success({
        productId,
        message: MESSAGES.productRegistered,
        serialNumber: registered?.serialNumber ?? '',
        place,
      });
    });
  });
}
