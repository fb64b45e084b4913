// How the supplier's staff move depot orders along (api/src/services/README.md "Depot
// orders"; the spec shows no screen for it): OPEN -> PLANNED -> IN_PROGRESS -> COMPLETED, and any
// order that is not final -> CANCELLED. Each move writes the last action and, when final, the
// handled date; completing moves the order's products (one log line each) and completes its
// customer request; cancelling puts them back where they were and rejects the request. One
// transaction per move. Reached only from the admin CLI.
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import { canMoveDepotOrder, DEPOT_TRANSITIONS, MESSAGES } from '@portal/shared/rules';
import type { TDatabase, TQueryable } from '../db/database.js';
import { appendProcessStep } from '../repositories/customer-requests-repository.js';
import { recordRequestMail } from '../mail/request-mail-outbox.js';
import { updateCustomerRequestStatus } from '../repositories/customer-requests-query-repository.js';
import { announceRequestEvent } from '../live/request-events.js';
import { appendProductLog } from '../repositories/product-log-repository.js';
import { RequestWorkflowError, SUPPLIER_ACTOR } from './request-workflow.js';

type TOrderRow = {
  id: number;
  organisationId: number;
  status: TDepotStatus;
  formType: TDepotFormType;
  locationId: number | null;
  locationName: string | null;
  departmentId: number | null;
  room: string | null;
  warehouseId: number | null;
  warehouseName: string | null;
  customerRequestId: number | null;
  requestStatus: string | null;
};

export type TDepotMove = { id: number; from: TDepotStatus; status: TDepotStatus; moved: number };

function text(value: string | null | undefined, name: string, isRequired: boolean): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (isRequired) throw new RequestWorkflowError('INVALID_INPUT', `${name} is required`);
    return null;
  }
  if (trimmed.length > 2000) {
    throw new RequestWorkflowError('INVALID_INPUT', `${name} is longer than 2000 characters`);
  }
  return trimmed;
}

async function lockOrder(tx: TQueryable, id: number): Promise<TOrderRow> {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RequestWorkflowError('INVALID_INPUT', `Not a depot order id: ${id}`);
  }
  const rows = await tx.query<TOrderRow>(
    `SELECT c.id, c.organisation_id AS "organisationId", c.depot_status AS status,
       c.form_type AS "formType", c.location_id AS "locationId", l.name AS "locationName",
       c.department_id AS "departmentId", c.room,
       coalesce(c.warehouse_id, (SELECT min(id) FROM warehouses)) AS "warehouseId",
       w.name AS "warehouseName", c.customer_request_id AS "customerRequestId",
       r.status AS "requestStatus"
     FROM depot_cases c
     LEFT JOIN locations l ON l.id = c.location_id
     LEFT JOIN warehouses w ON w.id = coalesce(c.warehouse_id, (SELECT min(id) FROM warehouses))
     LEFT JOIN customer_requests r ON r.id = c.customer_request_id
     WHERE c.id = $1 FOR UPDATE OF c`,
    [id],
  );
  const order = rows[0];
  if (!order) throw new RequestWorkflowError('NOT_FOUND', `No depot order ${id}`);
  return order;
}

function checkMove(order: TOrderRow, to: TDepotStatus): void {
  if (canMoveDepotOrder(order.status, to)) return;
  const allowed = DEPOT_TRANSITIONS[order.status];
  throw new RequestWorkflowError(
    'INVALID_TRANSITION',
    `Depot order ${order.id} is ${order.status} and cannot become ${to}` +
      (allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : ' (it is closed)'),
  );
}

async function setStatus(
  tx: TQueryable,
  order: TOrderRow,
  to: TDepotStatus,
  lastAction: string,
  minutes: number | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE depot_cases SET depot_status = $2, last_action = $3,
       time_spent_minutes = coalesce($4, time_spent_minutes),
       handled_at = CASE WHEN $2 IN ('COMPLETED', 'CANCELLED') THEN now() ELSE handled_at END
     WHERE id = $1`,
    [order.id, to, lastAction, minutes],
  );
}

/** The products the order holds (locked), in item order. */
async function orderProducts(tx: TQueryable, order: TOrderRow): Promise<{ id: number }[]> {
  return tx.query<{ id: number }>(
    `SELECT p.id FROM depot_case_items i
     JOIN products p ON p.id = i.product_id AND p.organisation_id = i.organisation_id
     WHERE i.depot_case_id = $1 ORDER BY i.id FOR UPDATE OF p`,
    [order.id],
  );
}

/** Moves the order's products to where it takes them; answers how many moved. */
async function moveProducts(tx: TQueryable, order: TOrderRow): Promise<number> {
  const products = await orderProducts(tx, order);
  const label = MESSAGES.depotFormTypeLabels[order.formType];
  const toDepot = order.formType.endsWith('-IN');
  for (const product of products) {
    if (toDepot) {
      await tx.query(
        `UPDATE products SET warehouse_id = $2, location_id = NULL, department_id = NULL,
           room = NULL, client_name = NULL, depot_status = 'IN_DEPOT', start_date = current_date
         WHERE id = $1`,
        [product.id, order.warehouseId],
      );
    } else {
      await tx.query(
        `UPDATE products SET location_id = $2, department_id = $3, room = $4, warehouse_id = NULL,
           depot_status = NULL, start_date = current_date
         WHERE id = $1`,
        [product.id, order.locationId, order.departmentId, order.room],
      );
    }
    await appendProductLog(tx, {
      organisationId: order.organisationId,
      productId: product.id,
      message: toDepot ? 'Opgeslagen in depot' : 'Geplaatst op locatie',
      specification: `${label} (opdracht ${order.id}) – ${
        (toDepot ? order.warehouseName : order.locationName) ?? ''
      }`,
      actorName: SUPPLIER_ACTOR,
    });
  }
  return products.length;
}

/** Puts the products of a cancelled order back as they were before it. */
async function releaseProducts(tx: TQueryable, order: TOrderRow): Promise<number> {
  const products = await orderProducts(tx, order);
  for (const product of products) {
    await tx.query(
      `UPDATE products SET depot_status = CASE WHEN placement = 'depot' THEN 'IN_DEPOT' END
       WHERE id = $1`,
      [product.id],
    );
    await appendProductLog(tx, {
      organisationId: order.organisationId,
      productId: product.id,
      message: 'Opdracht geannuleerd',
      specification: `${MESSAGES.depotFormTypeLabels[order.formType]} (opdracht ${order.id})`,
      actorName: SUPPLIER_ACTOR,
    });
  }
  return products.length;
}

/** Completes or rejects the order's customer request along with it (if still running). */
async function closeRequest(
  tx: TQueryable,
  order: TOrderRow,
  to: 'COMPLETED' | 'REJECTED',
  message: string,
): Promise<void> {
  if (order.customerRequestId === null) return;
  if (order.requestStatus !== 'OPEN' && order.requestStatus !== 'PROCESSING') return;
  await updateCustomerRequestStatus(tx, order.customerRequestId, to);
  await appendProcessStep(tx, {
    organisationId: order.organisationId,
    requestId: order.customerRequestId,
    action: to === 'COMPLETED' ? MESSAGES.requestActionCompleted : MESSAGES.requestActionRejected,
    message,
  });
  // why: the requester hears of it as of any move of her request (mail/README.md).
  await recordRequestMail(tx, {
    requestId: order.customerRequestId,
    kind: to === 'COMPLETED' ? 'complete' : 'reject',
    action: to === 'COMPLETED' ? MESSAGES.requestActionCompleted : MESSAGES.requestActionRejected,
    message,
  });
  await announceRequestEvent(tx, {
    customerRequestId: order.customerRequestId,
    organisationId: order.organisationId,
    kind: to === 'COMPLETED' ? 'completed' : 'rejected',
  });
}

/** A step of a running request while the order is planned or under way. */
async function noteOnRequest(tx: TQueryable, order: TOrderRow, message: string): Promise<void> {
  if (order.customerRequestId === null) return;
  if (order.requestStatus === 'OPEN') {
    await updateCustomerRequestStatus(tx, order.customerRequestId, 'PROCESSING');
  }
  if (order.requestStatus === 'OPEN' || order.requestStatus === 'PROCESSING') {
    await appendProcessStep(tx, {
      organisationId: order.organisationId,
      requestId: order.customerRequestId,
      action: MESSAGES.requestActionTaken,
      message,
    });
    await recordRequestMail(tx, {
      requestId: order.customerRequestId,
      kind: 'step',
      action: MESSAGES.requestActionTaken,
      message,
    });
    await announceRequestEvent(tx, {
      customerRequestId: order.customerRequestId,
      organisationId: order.organisationId,
      kind: order.requestStatus === 'OPEN' ? 'taken' : 'step',
    });
  }
}

export function depotWorkflow(db: TDatabase) {
  return {
    /** OPEN -> PLANNED or PLANNED -> IN_PROGRESS, with the last action. */
    async step(id: number, to: 'PLANNED' | 'IN_PROGRESS', message: string): Promise<TDepotMove> {
      const action = text(message, 'Message', true) as string;
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        checkMove(order, to);
        await setStatus(tx, order, to, action);
        await noteOnRequest(tx, order, action);
        return { id, from: order.status, status: to, moved: 0 };
      });
    },
    /** IN_PROGRESS -> COMPLETED: the products move and the request completes. */
    async complete(
      id: number,
      minutes: number | null,
      message?: string | null,
    ): Promise<TDepotMove> {
      if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > 100_000)) {
        throw new RequestWorkflowError('INVALID_INPUT', `Not a number of minutes: ${minutes}`);
      }
      const action = text(message, 'Message', false) ?? 'Opdracht afgerond';
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        checkMove(order, 'COMPLETED');
        await setStatus(tx, order, 'COMPLETED', action, minutes);
        const moved = await moveProducts(tx, order);
        await closeRequest(tx, order, 'COMPLETED', action);
        return { id, from: order.status, status: 'COMPLETED', moved };
      });
    },
    /** Any order not final -> CANCELLED: the products stay, the request is rejected. */
    async cancel(id: number, message: string): Promise<TDepotMove> {
      const reason = text(message, 'Message', true) as string;
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        checkMove(order, 'CANCELLED');
        await setStatus(tx, order, 'CANCELLED', reason);
        const moved = await releaseProducts(tx, order);
        await closeRequest(tx, order, 'REJECTED', reason);
        return { id, from: order.status, status: 'CANCELLED', moved };
      });
    },
  };
}
