// The payload rows of rental writes: new rental requests with their articles, and retours
// with their cases. Written in the transaction that also creates the customer request.
import type { TRentalRequest } from '@portal/shared/contract/rentals';
import type { TQueryable } from '../db/database.js';

export async function insertRentalRequest(
  tx: TQueryable,
  row: {
    organisationId: number;
    customerRequestId: number;
    createdByUserId: number;
    request: TRentalRequest;
    articles: {
      categoryId: number;
      name: string;
      amount: number;
      key: string;
      priceDisplay: string | null;
    }[];
  },
): Promise<number> {
  const { request } = row;
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO rental_requests (organisation_id, customer_request_id, measurements_bed,
       deliver_date, urgency, location_id, department_id, room, general_use, client_name,
       birth_date, customer_reference, contact_id, comments, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      row.organisationId,
      row.customerRequestId,
      request.measurementsBed,
      request.deliverDate,
      request.urgency,
      request.locationId,
      request.departmentId,
      request.room || null,
      request.generalUse,
      request.generalUse ? null : request.clientName || null,
      request.generalUse ? null : request.birthDate,
      request.customerReference || null,
      request.contactId,
      request.comments || null,
      row.createdByUserId,
    ],
  );
  if (!inserted) throw new Error('INSERT INTO rental_requests returned no row');
  for (const article of row.articles) {
    await tx.query(
      `INSERT INTO rental_request_articles (organisation_id, rental_request_id, category_id, name,
         amount, key, price_display)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.organisationId,
        inserted.id,
        article.categoryId,
        article.name,
        article.amount,
        article.key,
        article.priceDisplay,
      ],
    );
  }
  return inserted.id;
}

export async function insertRetour(
  tx: TQueryable,
  row: {
    organisationId: number;
    customerRequestId: number;
    createdByUserId: number;
    retourDate: string;
    comments: string | null;
    contactId: number;
    rentalCaseIds: readonly number[];
  },
): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO rental_retours (organisation_id, customer_request_id, retour_date, comments,
       contact_id, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      row.organisationId,
      row.customerRequestId,
      row.retourDate,
      row.comments || null,
      row.contactId,
      row.createdByUserId,
    ],
  );
  if (!inserted) throw new Error('INSERT INTO rental_retours returned no row');
  await tx.query(
    `INSERT INTO rental_retour_cases (retour_id, rental_case_id, organisation_id)
     SELECT $1, id, organisation_id FROM rental_cases
     WHERE organisation_id = $2 AND id = ANY ($3::int[])`,
    [inserted.id, row.organisationId, row.rentalCaseIds.map(String)],
  );
  return inserted.id;
}

/** Whether a case of `organisationId` is in a retour whose request is still OPEN or PROCESSING. */
export async function isInRunningRetour(
  db: TQueryable,
  organisationId: number,
  rentalCaseId: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT rr.id FROM rental_retour_cases rc
     JOIN rental_retours rr ON rr.id = rc.retour_id AND rr.organisation_id = rc.organisation_id
     JOIN customer_requests cr ON cr.id = rr.customer_request_id
     WHERE rc.organisation_id = $1 AND rc.rental_case_id = $2
       AND cr.status IN ('OPEN', 'PROCESSING')
     LIMIT 1`,
    [organisationId, rentalCaseId],
  );
  return rows.length > 0;
}
