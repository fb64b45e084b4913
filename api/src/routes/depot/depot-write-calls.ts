// Depot writes (spec 001 §2.5, §5, §7 Depot; api/src/routes/articles/README.md "Data"): depot-out
// of one product, its reservation, and the delivery request 'Leveren uit depot' that assigns the
// organisation's depot products matching each chosen article or category. One transaction each,
// Idempotency-Key honoured, a line in each product's log.
import {
  createDepotRequestCall,
  requestDepotOutCall,
  updateReservationCall,
} from '@portal/shared/contract/depot';
import { isSameReservation, MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TQueryable } from '../../db/database.js';
import type { TDeps } from '../../deps.js';
import {
  createProductOrder,
  depotWarehouse,
  locationWithAddress,
} from '../../depot/product-orders.js';
import { failure, success, type TFieldErrors } from '../../answer/envelope.js';
import { idempotentWrite } from '../../http/idempotent-write.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import { appendProductLog } from '../../repositories/product-log-repository.js';
import {
  lockProductForWrite,
  type TProductForWrite,
} from '../../repositories/products-repository.js';
import { findOwnContact, findOwnDepartment } from '../../repositories/reference-repository.js';
import { CustomData } from '../../requests/custom-data.js';
import { isRefusal, nothingChanged, productForAction } from '../articles/product-write-rules.js';
import { isComingDate } from '../rentals/request-fields.js';

/** Depot products of the organisation free to deliver (IN_DEPOT, not reserved) of a kind. */
async function availableProducts(
  tx: TQueryable,
  organisationId: number,
  item: { articleId: number } | { categoryId: number },
  limit: number,
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM article_categories WHERE id = $3::bigint
       UNION ALL
       SELECT c.id FROM article_categories c JOIN tree t ON c.parent_id = t.id
     )
     SELECT p.id FROM products p JOIN articles a ON a.id = p.article_id
     WHERE p.organisation_id = $1 AND p.placement = 'depot' AND p.status = 'ACTIVE'
       AND p.depot_status = 'IN_DEPOT' AND NOT p.enable_reservation
       AND (a.id = $2::bigint OR a.category_id IN (SELECT id FROM tree))
     ORDER BY p.start_date NULLS LAST, p.id
     LIMIT $4
     FOR UPDATE OF p SKIP LOCKED`,
    [
      organisationId,
      'articleId' in item ? item.articleId : 0,
      'categoryId' in item ? item.categoryId : 0,
      limit,
    ],
  );
  return rows.map((row) => row.id);
}

export function depotWriteCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, requestDepotOutCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(requestDepotOutCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await productForAction(tx, organisationId, body.productId, 'depotout');
      if (isRefusal(product)) return product;
      const fields: TFieldErrors = {};
      if (!isComingDate(body.deliverDate)) fields.deliverDate = MESSAGES.dateBeforeToday;
      const location = await locationWithAddress(tx, organisationId, body.locationId);
      if (!location) fields.locationId = MESSAGES.selectLocation;
      const department =
        body.departmentId === null
          ? null
          : await findOwnDepartment(tx, organisationId, body.departmentId);
      if (body.departmentId !== null && department?.locationId !== body.locationId) {
        fields.departmentId = MESSAGES.invalidValue;
      }
      const contact = await findOwnContact(tx, organisationId, body.contactId);
      if (!contact) fields.contactId = MESSAGES.selectContact;
      if (Object.keys(fields).length > 0 || !location || !contact) {
        return failure(MESSAGES.invalidInput, { fields });
      }
      const customerRequestId = await createProductOrder(tx, {
        organisationId,
        userId: session.userId,
        actorName: session.fullName,
        requestType: 'DEPOT-OUT',
        formType: 'TRANSPORT-OUT',
        products: [product],
        contactId: contact.id,
        location,
        departmentId: department?.id ?? null,
        room: body.room,
        warehouse: await depotWarehouse(tx, product.warehouseId),
        remarks: body.comments,
        customData: new CustomData()
          .add('product', 'Hulpmiddel', product.title)
          .addDate('deliverDate', 'Gewenste leverdatum', body.deliverDate)
          .add('location', 'Locatie', location.name)
          .add('department', 'Afdeling', department?.name)
          .add('room', 'Kamer', body.room)
          .add('clientName', 'Cliënt', body.client)
          .add('contact', 'Contactpersoon', contact.name)
          .add('comments', 'Opmerkingen', body.comments),
        logMessage: 'Levering uit depot aangevraagd',
      });
      if (body.client) {
        await tx.query('UPDATE products SET client_name = $2 WHERE id = $1', [
          product.id,
          body.client,
        ]);
      }
      return success({ customerRequestId });
    });
  });

  registerCall(app, updateReservationCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(updateReservationCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await productForAction(tx, organisationId, body.productId, 'reservation');
      if (isRefusal(product)) return product;
      const reason = body.reservationReason?.trim() || null;
      if (body.enableReservation && reason === null) {
        return failure(MESSAGES.invalidInput, {
          fields: { reservationReason: MESSAGES.required },
        });
      }
      const current = { isReserved: product.reserved, reason: product.reservationReason };
      if (isSameReservation(current, { isReserved: body.enableReservation, reason })) {
        return nothingChanged();
      }
      await tx.query(
        'UPDATE products SET enable_reservation = $2, reservation_reason = $3 WHERE id = $1',
        [product.id, body.enableReservation, body.enableReservation ? reason : null],
      );
      await appendProductLog(tx, {
        organisationId,
        productId: product.id,
        message: body.enableReservation ? 'Reservering geregistreerd' : 'Reservering beëindigd',
        specification: body.enableReservation ? (reason ?? '') : '',
        actorName: session.fullName,
      });
      return success({ productId: product.id });
    });
  });

  registerCall(app, createDepotRequestCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(createDepotRequestCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const fields: TFieldErrors = {};
      if (body.articles.length === 0 && body.categories.length === 0) {
        fields.articles = MESSAGES.selectArticleOrCategory;
      }
      const location = await locationWithAddress(tx, organisationId, body.locationId);
      if (!location) fields.locationId = MESSAGES.selectLocation;
      if (!isComingDate(body.deliverDate)) fields.deliverDate = MESSAGES.selectDeliveryDate;
      const contact = await findOwnContact(tx, organisationId, body.contactId);
      if (!contact) fields.contactId = MESSAGES.selectContact;

      const articleRows = await tx.query<{ id: number; name: string; bed: boolean }>(
        `SELECT a.id, a.name, c.has_measurements_bed AS bed FROM articles a
         JOIN article_categories c ON c.id = a.category_id
         WHERE a.id = ANY ($1::int[]) AND a.article_type = 'DEPOT'`,
        [body.articles.map((a) => String(a.articleId))],
      );
      const articles = new Map(articleRows.map((a) => [a.id, a]));
      const categoryRows = await tx.query<{ id: number; title: string; bed: boolean }>(
        `SELECT id, title, has_measurements_bed AS bed FROM article_categories
         WHERE id = ANY ($1::int[]) AND 'depot' = ANY (article_types)`,
        [body.categories.map((c) => String(c.categoryId))],
      );
      const categories = new Map(categoryRows.map((c) => [c.id, c]));
      const assigned: number[] = [];
      const names: string[] = [];
      const lines: string[] = [];
      for (const [index, item] of body.articles.entries()) {
        const article = articles.get(item.articleId);
        if (!article) {
          fields[`articles.${index}.articleId`] = MESSAGES.invalidValue;
          continue;
        }
        const found = await availableProducts(tx, organisationId, item, item.amount);
        if (found.length < item.amount) {
          fields[`articles.${index}.amount`] = MESSAGES.notEnoughInDepot(found.length);
        }
        assigned.push(...found);
        names.push(...found.map(() => article.name));
        lines.push(`${item.amount} x ${article.name}`);
      }
      for (const [index, item] of body.categories.entries()) {
        const category = categories.get(item.categoryId);
        if (!category) {
          fields[`categories.${index}.categoryId`] = MESSAGES.invalidValue;
          continue;
        }
        const found = await availableProducts(tx, organisationId, item, item.amount);
        if (found.length < item.amount) {
          fields[`categories.${index}.amount`] = MESSAGES.notEnoughInDepot(found.length);
        }
        assigned.push(...found);
        names.push(...found.map(() => category.title));
        lines.push(`${item.amount} x ${category.title}`);
      }
      const needsBedSize =
        body.articles.some((a) => articles.get(a.articleId)?.bed) ||
        body.categories.some((c) => categories.get(c.categoryId)?.bed);
      if (needsBedSize && !body.measurementsBed)
        fields.measurementsBed = MESSAGES.selectMattressSize;
      // why: the same product found for two items (an article inside a chosen category).
      if (new Set(assigned).size !== assigned.length && Object.keys(fields).length === 0) {
        fields.categories = MESSAGES.notEnoughInDepot(new Set(assigned).size);
      }
      if (Object.keys(fields).length > 0 || !location || !contact) {
        const first = Object.values(fields)[0] ?? MESSAGES.invalidInput;
        return failure(Object.keys(fields).length === 1 ? first : MESSAGES.invalidInput, {
          fields,
        });
      }
      const products: TProductForWrite[] = [];
      for (const id of assigned) {
        const product = await lockProductForWrite(tx, organisationId, id);
        if (product) products.push(product);
      }
      const customerRequestId = await createProductOrder(tx, {
        organisationId,
        userId: session.userId,
        actorName: session.fullName,
        requestType: 'DEPOT-OUT',
        formType: 'TRANSPORT-OUT',
        products,
        itemNames: names,
        contactId: contact.id,
        location,
        warehouse: await depotWarehouse(tx, products[0]?.warehouseId ?? null),
        priorityCall: body.urgency,
        remarks: body.comments,
        customData: new CustomData()
          .add('articles', 'Artikelen', lines.join(', '))
          .add('measurementsBed', 'Matrasmaat', body.measurementsBed)
          .addDate('deliverDate', 'Gewenste leverdatum', body.deliverDate)
          .addYesNo('urgency', 'Spoed', body.urgency)
          .add('location', 'Locatie', location.name)
          .add('generalUse', MESSAGES.generalUse, body.generalUse === 'Ja' ? 'Ja' : null)
          .add('customerReference', 'Eigen referentie', body.customerReference)
          .add('contact', 'Contactpersoon', contact.name)
          .add('comments', 'Opmerkingen', body.comments),
        logMessage: 'Levering uit depot aangevraagd',
      });
      return success({ customerRequestId });
    });
  });
}
