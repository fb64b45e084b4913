// Product writes that ask the supplier or record a result (spec 001 §4, §5, §7 Articles;
// api/src/routes/articles/README.md "Data"): relocate (at once, or by the supplier with a
// PRODUCT-LOCATION-UPDATE request and a TRANSPORT-TRANSFER order), the signed client repair
// (BROKEN removes the aid), and depot storage (DEPOT-IN request, TRANSPORT-IN order). One
// transaction each, Idempotency-Key honoured, a line in the product's log.
import {
  MAX_SIGNATURE_CHARS,
  registerClientRepairCall,
  relocateProductCall,
  requestDepotInCall,
} from '@portal/shared/contract/articles';
import { detectUploadType, isSamePlace, MESSAGES, todayIso } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import {
  createProductOrder,
  depotWarehouse,
  locationWithAddress,
} from '../../depot/product-orders.js';
import { failure, success, type TFieldErrors } from '../../answer/envelope.js';
import { idempotentWrite } from '../../http/idempotent-write.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import { insertFile } from '../../repositories/files-repository.js';
import { appendProductLog } from '../../repositories/product-log-repository.js';
import { findOwnContact, findOwnDepartment } from '../../repositories/reference-repository.js';
import { CustomData } from '../../requests/custom-data.js';
import { currentYear, isComingDate, isDateInYears } from '../rentals/request-fields.js';
import { isRefusal, nothingChanged, productForAction } from './product-write-rules.js';

/**
 * Largest signature image taken: what the contract's longest data URL holds (bytes of the
 * PNG; a pad export is ~10-40 KB), so every signature the contract lets through is stored.
 */
export const MAX_SIGNATURE_BYTES = Math.floor((MAX_SIGNATURE_CHARS * 3) / 4);

/** The PNG bytes of a signature data URL, or null when it is not a PNG within bounds. */
export function signatureBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const bytes = new Uint8Array(Buffer.from(match[1], 'base64'));
  if (bytes.length === 0 || bytes.length > MAX_SIGNATURE_BYTES) return null;
  return detectUploadType(bytes) === 'image/png' ? bytes : null;
}

export function productRequestCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, relocateProductCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(relocateProductCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await productForAction(tx, organisationId, body.productId, 'relocate');
      if (isRefusal(product)) return product;
      const fields: TFieldErrors = {};
      const location = await locationWithAddress(tx, organisationId, body.toLocation);
      if (!location) fields.toLocation = MESSAGES.invalidValue;
      const department =
        body.toDepartment === null
          ? null
          : await findOwnDepartment(tx, organisationId, body.toDepartment);
      if (body.toDepartment !== null && department?.locationId !== body.toLocation) {
        fields.toDepartment = MESSAGES.invalidValue;
      }
      const contact = await findOwnContact(tx, organisationId, body.contactId);
      if (!contact) fields.contactId = MESSAGES.invalidValue;
      if (body.handler === 'vdm' && body.deliverDate && !isComingDate(body.deliverDate)) {
        fields.deliverDate = MESSAGES.dateBeforeToday;
      }
      if (Object.keys(fields).length > 0 || !location || !contact) {
        return failure(MESSAGES.invalidInput, { fields });
      }
      const target = {
        locationId: location.id,
        departmentId: department?.id ?? null,
        room: body.toRoom,
      };
      if (isSamePlace(product, target)) return nothingChanged();
      const place = [location.name, department?.name, body.toRoom].filter(Boolean).join(', ');
      if (body.handler === 'intern') {
        await tx.query(
          `UPDATE products SET location_id = $2, department_id = $3, room = $4,
             start_date = current_date WHERE id = $1`,
          [product.id, location.id, department?.id ?? null, body.toRoom],
        );
        await appendProductLog(tx, {
          organisationId,
          productId: product.id,
          message: 'Locatie gewijzigd',
          specification: `${product.locationName ?? ''} → ${place}`,
          actorName: session.fullName,
        });
        return success({ productId: product.id, customerRequestId: null });
      }
      const customerRequestId = await createProductOrder(tx, {
        organisationId,
        userId: session.userId,
        actorName: session.fullName,
        requestType: 'PRODUCT-LOCATION-UPDATE',
        formType: 'TRANSPORT-TRANSFER',
        products: [product],
        contactId: contact.id,
        location,
        departmentId: department?.id ?? null,
        room: body.toRoom,
        warehouse: null,
        remarks: body.comment,
        customData: new CustomData()
          .add('product', 'Hulpmiddel', product.title)
          .add('from', 'Huidige locatie', product.locationName)
          .add('to', 'Nieuwe locatie', place)
          .addDate('deliverDate', 'Gewenste uitvoerdatum', body.deliverDate)
          .add('contact', 'Contactpersoon', contact.name)
          .add('comments', 'Opmerkingen', body.comment),
        logMessage: 'Locatiewijziging aangevraagd',
      });
      return success({ productId: product.id, customerRequestId });
    });
  });

  registerCall(app, registerClientRepairCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(registerClientRepairCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await productForAction(tx, organisationId, body.productId, 'clientrepair');
      if (isRefusal(product)) return product;
      const fields: TFieldErrors = {};
      const year = currentYear();
      if (!isDateInYears(body.repairDate, year - 10, year) || body.repairDate > todayIso()) {
        fields.repairDate = MESSAGES.invalidValue;
      }
      const repairer = await findOwnContact(tx, organisationId, body.repairUserId);
      if (!repairer) fields.repairUserId = MESSAGES.invalidValue;
      const signature = body.signature === null ? null : signatureBytes(body.signature);
      if (body.signature !== null && signature === null) fields.signature = MESSAGES.invalidValue;
      if (Object.keys(fields).length > 0 || !repairer) {
        return failure(MESSAGES.invalidInput, { fields });
      }
      const [repair] = await tx.query<{ id: number }>(
        `INSERT INTO repairs (organisation_id, product_id, repair_number, status, repair_date,
           repairer, description, remark, is_client_repair, repair_user_contact_id)
         VALUES ($1, $2, 'EIG-' || lpad(nextval('repair_numbers')::text, 6, '0'), $3, $4, $5,
           'Eigen reparatie', $6, true, $7)
         RETURNING id`,
        [
          organisationId,
          product.id,
          body.conclusion,
          body.repairDate,
          repairer.name,
          body.remark,
          repairer.id,
        ],
      );
      if (!repair) throw new Error('repair insert returned no row');
      if (signature) {
        await insertFile(tx, {
          organisationId,
          ownerType: 'repair_signature',
          ownerId: repair.id,
          type: 'SIGNATURE',
          typeDisplay: 'Handtekening',
          description: `Handtekening ${repairer.name}`,
          fileName: `handtekening-${repair.id}.png`,
          mimeType: 'image/png',
          content: signature,
        });
      }
      await appendProductLog(tx, {
        organisationId,
        productId: product.id,
        message: 'Eigen reparatie geregistreerd',
        specification: `${MESSAGES.repairStatusLabels[body.conclusion]}, hersteld door ${repairer.name}`,
        actorName: session.fullName,
      });
      if (body.conclusion === 'BROKEN') {
        await tx.query(`UPDATE products SET status = 'REMOVED' WHERE id = $1`, [product.id]);
        await appendProductLog(tx, {
          organisationId,
          productId: product.id,
          message: 'Afgevoerd',
          specification: 'Niet te repareren',
          actorName: session.fullName,
        });
      }
      return success({ productId: product.id, repairId: repair.id });
    });
  });

  registerCall(app, requestDepotInCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const { organisationId } = session;
    const call = callName(requestDepotInCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const product = await productForAction(tx, organisationId, body.productId, 'depot');
      if (isRefusal(product)) return product;
      const fields: TFieldErrors = {};
      const contact = await findOwnContact(tx, organisationId, body.contactId);
      if (!contact) fields.contactId = MESSAGES.invalidValue;
      if (body.deliverDate && !isComingDate(body.deliverDate)) {
        fields.deliverDate = MESSAGES.dateBeforeToday;
      }
      const location =
        product.locationId === null
          ? null
          : await locationWithAddress(tx, organisationId, product.locationId);
      if (Object.keys(fields).length > 0 || !contact || !location) {
        return failure(MESSAGES.invalidInput, { fields });
      }
      const customerRequestId = await createProductOrder(tx, {
        organisationId,
        userId: session.userId,
        actorName: session.fullName,
        requestType: 'DEPOT-IN',
        formType: 'TRANSPORT-IN',
        products: [product],
        contactId: contact.id,
        location,
        departmentId: product.departmentId,
        room: product.room,
        warehouse: await depotWarehouse(tx, null),
        remarks: body.comments,
        customData: new CustomData()
          .add('product', 'Hulpmiddel', product.title)
          .add('location', 'Locatie', location.name)
          .addDate('deliverDate', 'Gewenste ophaaldatum', body.deliverDate)
          .add('comments', 'Opmerkingen', body.comments)
          .add('contact', 'Contactpersoon', contact.name),
        logMessage: 'Aangemeld voor depot',
      });
      return success({ customerRequestId });
    });
  });
}
