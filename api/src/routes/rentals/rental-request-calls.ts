// Rental writes (spec 001 §2.3, §7 Rentals): a new rental request, the retour flow and
// repair reports. Each creates its customer request in the same transaction and honours
// the Idempotency-Key header (api/src/routes/rentals/README.md "Writes").
import {
  createRentalRequestCall,
  createRepairRequestCall,
  REPAIR_REQUEST_ROUTES,
  MAX_REPAIR_FILES,
  createRetourCall,
  getRetourCasesCall,
  ZRepairRequest,
  ZUploadedFile,
} from '@portal/shared/contract/rentals';
import { MESSAGES, storedUploadName, YEARS_BACK, todayIso } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { failure, success, type TFieldErrors } from '../../answer/envelope.js';
import { idempotentWrite } from '../../http/idempotent-write.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';
import {
  createCustomerRequest,
  hasRunningRequest,
} from '../../repositories/customer-requests-repository.js';
import { insertStagedFile } from '../../repositories/files-repository.js';
import {
  findCategoriesByIds,
  findOwnContact,
  findOwnDepartment,
  findOwnLocation,
} from '../../repositories/reference-repository.js';
import {
  insertRentalRequest,
  insertRetour,
} from '../../repositories/rental-requests-repository.js';
import {
  findRentalCase,
  findRetourCases,
  lockRentalCases,
  setRentalCasesStatus,
} from '../../repositories/rentals-repository.js';
import { CustomData } from '../../requests/custom-data.js';
import { readSupplierName } from '../../files/supplier-profile.js';
import { appendProductLog } from '../../repositories/product-log-repository.js';
import { isStagedFile, type TStagedFile } from '../../uploads/data-url-sink.js';
import {
  releaseStagedFiles,
  REPAIR_BODY_LIMIT,
  repairUploadReader,
} from '../../uploads/repair-upload.js';
import { isRefusal, productForAction } from '../articles/product-write-rules.js';
import { currentYear, isComingDate, isDateInYears } from './request-fields.js';

/** The repair body as the streaming reader hands it over: each file already stored. */
const ZReceivedRepairRequest = ZRepairRequest.extend({
  files: z
    .array(
      z.object({
        name: ZUploadedFile.shape.name,
        file: z.custom<TStagedFile>(isStagedFile),
      }),
    )
    .max(MAX_REPAIR_FILES),
});

function invalid(fields: TFieldErrors) {
  return failure(MESSAGES.invalidInput, { fields });
}

export function rentalRequestCalls(app: FastifyInstance, { db, config }: TDeps): void {
  const supplierName = readSupplierName(config);
  registerCall(app, createRentalRequestCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const organisationId = session.organisationId;
    const call = callName(createRentalRequestCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const fields: TFieldErrors = {};
      const year = currentYear();
      if (!isComingDate(body.deliverDate)) fields.deliverDate = MESSAGES.invalidValue;
      const birthDate = body.generalUse ? null : body.birthDate;
      if (
        birthDate &&
        (!isDateInYears(birthDate, year - YEARS_BACK, year) || birthDate > todayIso())
      ) {
        fields.birthDate = MESSAGES.invalidValue;
      }
      const location = await findOwnLocation(tx, organisationId, body.locationId);
      if (!location) fields.locationId = MESSAGES.invalidValue;
      const department =
        body.departmentId === null
          ? null
          : await findOwnDepartment(tx, organisationId, body.departmentId);
      if (body.departmentId !== null && department?.locationId !== body.locationId) {
        fields.departmentId = MESSAGES.invalidValue;
      }
      const contact = await findOwnContact(tx, organisationId, body.contactId);
      if (!contact) fields.contactId = MESSAGES.invalidValue;
      const categories = new Map(
        (await findCategoriesByIds(tx, [...new Set(body.articles.map((a) => a.categoryId))])).map(
          (category) => [category.id, category],
        ),
      );
      body.articles.forEach((article, index) => {
        if (!categories.get(article.categoryId)?.isRentable) {
          fields[`articles.${index}.categoryId`] = MESSAGES.invalidValue;
        }
      });
      if (Object.keys(fields).length > 0 || !location || !contact) return invalid(fields);
      const needsBedSize = body.articles.some(
        (article) => categories.get(article.categoryId)?.hasMeasurementsBed,
      );
      if (needsBedSize && !body.measurementsBed) {
        return failure(MESSAGES.selectMattressSize, {
          fields: { measurementsBed: MESSAGES.required },
        });
      }

      const articles = body.articles.map((article) => ({
        ...article,
        name: article.name.trim(),
        priceDisplay: categories.get(article.categoryId)?.priceDisplay ?? null,
      }));
      const customData = new CustomData()
        .add(
          'articles',
          'Artikelen',
          articles
            .map((a) => `${a.amount} x ${a.name}${a.priceDisplay ? ` (${a.priceDisplay})` : ''}`)
            .join(', '),
        )
        .add('measurementsBed', 'Matrasmaat', body.measurementsBed)
        .addDate('deliverDate', 'Gewenste leverdatum', body.deliverDate)
        .addYesNo('urgency', 'Spoed', body.urgency)
        .add('location', 'Locatie', location.name)
        .add('department', 'Afdeling', department?.name)
        .add('room', 'Kamer', body.room);
      if (body.generalUse) customData.add('generalUse', MESSAGES.generalUse, 'Ja');
      else customData.add('clientName', 'Cliënt', body.clientName);
      customData
        .addDate('birthDate', 'Geboortedatum', birthDate)
        .add('customerReference', 'Eigen referentie', body.customerReference)
        .add('contact', 'Contactpersoon', contact.name)
        .add('comments', 'Opmerkingen', body.comments);

      const customerRequestId = await createCustomerRequest(tx, {
        organisationId,
        type: 'RENTAL-REQUEST',
        createdByUserId: session.userId,
        contactId: contact.id,
        locationToId: location.id,
        customData: customData.toArray(),
      });
      await insertRentalRequest(tx, {
        organisationId,
        customerRequestId,
        createdByUserId: session.userId,
        request: body,
        articles,
      });
      return success({ customerRequestId });
    });
  });

  registerCall(app, getRetourCasesCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const rentalCase = await findRentalCase(db, organisationId, context.body.rentalCaseId);
    if (!rentalCase) return failure(MESSAGES.notFound);
    if (rentalCase.status !== 'ACTIVE') return failure(MESSAGES.rentalCaseNotActive);
    const cases = await findRetourCases(db, organisationId, rentalCase.locationId, rentalCase.id);
    return success({ cases });
  });

  registerCall(app, createRetourCall, async (context) => {
    const session = sessionOf(context);
    const { body } = context;
    const organisationId = session.organisationId;
    const call = callName(createRetourCall);
    return idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const fields: TFieldErrors = {};
      if (!isComingDate(body.retourDate)) fields.retourDate = MESSAGES.invalidValue;
      const contact = await findOwnContact(tx, organisationId, body.contactId);
      if (!contact) fields.contactId = MESSAGES.invalidValue;
      if (Object.keys(fields).length > 0 || !contact) return invalid(fields);

      const ids = [...new Set(body.rentalCases)];
      const cases = await lockRentalCases(tx, organisationId, ids);
      if (cases.length !== ids.length) return failure(MESSAGES.notFound);
      if (cases.some((c) => c.status !== 'ACTIVE')) return failure(MESSAGES.rentalCaseNotActive);
      const locationIds = [...new Set(cases.map((c) => c.locationId))];
      const locationFromId = locationIds.length === 1 ? (locationIds[0] ?? null) : null;
      const location =
        locationFromId === null ? null : await findOwnLocation(tx, organisationId, locationFromId);
      const byId = new Map(cases.map((c) => [c.id, c]));
      const caseList = ids
        .map((id) => byId.get(id))
        .map((c) =>
          c ? `${c.id} - ${c.displayName}${c.serialNumber ? ` (${c.serialNumber})` : ''}` : '',
        )
        .join(', ');
      const customData = new CustomData()
        .add('rentalCases', 'Dossiers', caseList)
        .add('location', 'Locatie', location?.name)
        .addDate('retourDate', 'Ophaaldatum', body.retourDate)
        .add('contact', 'Contactpersoon', contact.name)
        .add('comments', 'Opmerkingen', body.comments);

      const customerRequestId = await createCustomerRequest(tx, {
        organisationId,
        type: 'RENTAL-STOP',
        createdByUserId: session.userId,
        contactId: contact.id,
        locationFromId,
        sourceId: ids[0] ?? null,
        customData: customData.toArray(),
      });
      await insertRetour(tx, {
        organisationId,
        customerRequestId,
        createdByUserId: session.userId,
        retourDate: body.retourDate,
        comments: body.comments,
        contactId: contact.id,
        rentalCaseIds: ids,
      });
      // why: a reported retour leaves the active list at once (api/src/routes/rentals/README.md
      // "Writes").
      await setRentalCasesStatus(tx, organisationId, ids, 'WAITING');
      return success({ customerRequestId });
    });
  });

  registerCall(
    app,
    createRepairRequestCall,
    async (context) => {
      const session = sessionOf(context);
      const { body } = context;
      const organisationId = session.organisationId;
      if (!mayOpen(session, REPAIR_REQUEST_ROUTES[body.requestType], 2)) {
        return refuseForbidden(context.reply);
      }
      // why: registered with ZReceivedRepairRequest, the files are stored ones, not strings.
      const received = body.files as unknown as z.output<typeof ZReceivedRepairRequest>['files'];
      // why: a file is kept under a name that says what its bytes are (api/src/uploads/README.md).
      const files = received.map(({ name, file }) => ({
        name: storedUploadName(name, file.mimeType),
        file,
      }));
      const call = callName(createRepairRequestCall);
      return idempotentWrite(db, { ...context, session, call }, async (tx) => {
        const contact = await findOwnContact(tx, organisationId, body.contactId);
        if (!contact) return invalid({ contactId: MESSAGES.invalidValue });

        let source: { title: string; locationId: number | null };
        const customData = new CustomData();
        if (body.requestType === 'REPAIR-RENTAL') {
          const [rentalCase] = await lockRentalCases(tx, organisationId, [body.sourceId]);
          if (!rentalCase) return failure(MESSAGES.notFound);
          if (rentalCase.status !== 'ACTIVE') return failure(MESSAGES.rentalCaseNotActive);
          if (await hasRunningRequest(tx, organisationId, 'REPAIR-RENTAL', rentalCase.id)) {
            return failure(MESSAGES.repairAlreadyRunning);
          }
          const serial = rentalCase.serialNumber ? ` (${rentalCase.serialNumber})` : '';
          source = {
            title: `${rentalCase.id} - ${rentalCase.displayName}${serial}`,
            locationId: rentalCase.locationId,
          };
          customData.add('rentalCase', 'Dossier', source.title);
        } else {
          const product = await productForAction(tx, organisationId, body.sourceId, 'repair');
          if (isRefusal(product)) return product;
          source = { title: product.title, locationId: product.locationId };
          customData.add('product', 'Hulpmiddel', source.title);
          await appendProductLog(tx, {
            organisationId,
            productId: product.id,
            message: 'Reparatieverzoek ingediend',
            specification: body.description,
            actorName: session.fullName,
          });
        }
        customData
          .add('description', 'Omschrijving', body.description)
          .add('files', 'Bijlagen', files.map((file) => file.name).join(', '))
          .add('contact', 'Contactpersoon', contact.name);

        const customerRequestId = await createCustomerRequest(tx, {
          organisationId,
          type: body.requestType,
          createdByUserId: session.userId,
          contactId: contact.id,
          locationFromId: source.locationId,
          sourceId: body.sourceId,
          customData: customData.toArray(),
        });
        if (body.requestType === 'REPAIR-DEPOT') {
          // why: the supplier's repair shows on the product's repairs tab at once (PROCESSING);
          // completing the request through the CLI sets it FIXED (request-workflow).
          await tx.query(
            `INSERT INTO repairs (organisation_id, product_id, repair_number, status, repairer,
               description, customer_request_id)
             VALUES ($1, $2, 'RP-' || lpad(nextval('repair_numbers')::text, 6, '0'), 'PROCESSING',
               $3, $4, $5)`,
            [organisationId, body.sourceId, supplierName, body.description, customerRequestId],
          );
        }
        for (const { name, file } of files) {
          const isImage = file.mimeType.startsWith('image/');
          await insertStagedFile(tx, {
            guid: file.guid,
            organisationId,
            ownerType: 'customer_request',
            ownerId: customerRequestId,
            type: isImage ? 'IMAGE' : 'DOCUMENT',
            typeDisplay: isImage ? 'Foto' : 'Bijlage',
            description: name,
            fileName: name,
            mimeType: file.mimeType,
          });
        }
        return success({ customerRequestId });
      });
    },
    {
      bodyLimit: REPAIR_BODY_LIMIT,
      readBody: repairUploadReader(db),
      receivedBody: ZReceivedRepairRequest,
      // why: parts of files that no request claimed (refused, rolled back) are removed.
      beforeAnswer: (request) => releaseStagedFiles(db, request),
    },
  );
}
