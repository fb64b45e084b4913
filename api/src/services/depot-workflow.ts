// How the supplier's staff move depot orders along (api/src/services/README.md "Depot
// orders"; the spec shows no screen for it): OPEN -> PLANNED (a day and a time window; planned
// again while PLANNED) -> IN_PROGRESS (delivered or picked up: the products move) -> COMPLETED,
// and any order that is not final and not yet delivered -> CANCELLED. Each move writes the
// last action, raises the version (a move sent with an older one is refused: two staff at
// once) and, when final, the handled date; the products move once, when delivered (or at the
// completion of an order stepped on before there was a delivery move); completing completes
// its customer request; cancelling puts the products back where they were and rejects the
// request. One transaction per move. Reached from the admin CLI and the back office
// (routes/backoffice/), the same moves for both.
import { isCalendarDate } from '@portal/shared/contract';
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import {
  canMoveDepotOrder,
  checkTimeWindow,
  DEPOT_TRANSITIONS,
  formatDate,
  isDepotPickUp,
  MESSAGES,
  todayIso,
} from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import type { TDatabase, TQueryable } from '../db/database.js';
import { appendProcessStep } from '../repositories/customer-requests-repository.js';
import { recordRequestMail } from '../mail/request-mail-outbox.js';
import { updateCustomerRequestStatus } from '../repositories/customer-requests-query-repository.js';
import { announceRequestEvent } from '../live/request-events.js';
import { appendProductLog } from '../repositories/product-log-repository.js';
import { wakeRequestMailSender } from '../mail/request-mail-sender.js';
import { RequestWorkflowError, SUPPLIER_ACTOR } from './request-workflow.js';

const H = BACKOFFICE_TEXTS.depot.history;
const E = BACKOFFICE_TEXTS.depot.errors;

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
  version: number;
  isDelivered: boolean;
};

export type TDepotMove = {
  id: number;
  organisationId: number;
  from: TDepotStatus;
  status: TDepotStatus;
  /** How many products moved (delivered, picked up, put back). */
  moved: number;
  version: number;
};

/** The version the mover saw (the back office sends the one its page showed; the CLI none). */
export type TDepotMoveOptions = { expectedVersion?: number };

/** A refused field of a move, with the Dutch message the back office shows at it. */
export class DepotInputError extends RequestWorkflowError {
  constructor(
    readonly field: string,
    message: string,
    readonly dutch: string,
  ) {
    super('INVALID_INPUT', message);
  }
}

/** The planned delivery of `plan`: a day (yyyy-MM-dd) from today on, a time window. */
export type TDepotPlan = { date: string; window: string; message?: string | null };

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
       r.status AS "requestStatus", c.version, c.delivered_at IS NOT NULL AS "isDelivered"
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

/**
 * Locks the order and checks the version its mover saw. why: the row lock makes a second
 * mover wait for the first one's commit and then see its version, so of two staff acting
 * at once exactly one succeeds (PostgreSQL too).
 */
async function lockSeen(
  tx: TQueryable,
  id: number,
  options: TDepotMoveOptions,
): Promise<TOrderRow> {
  const order = await lockOrder(tx, id);
  if (options.expectedVersion !== undefined && options.expectedVersion !== order.version) {
    throw new RequestWorkflowError(
      'VERSION_CONFLICT',
      `Depot order ${id} changed meanwhile (version ${order.version}, not ${options.expectedVersion})`,
    );
  }
  return order;
}

function refuse(order: TOrderRow, what: string): never {
  throw new RequestWorkflowError(
    'INVALID_TRANSITION',
    `Depot order ${order.id} is ${order.status}${order.isDelivered ? ' (delivered)' : ''}: ${what}`,
  );
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
  changes: {
    minutes?: number | null;
    plan?: { date: string; window: string };
    isDelivered?: boolean;
  } = {},
): Promise<void> {
  await tx.query(
    `UPDATE depot_cases SET depot_status = $2, last_action = $3,
       time_spent_minutes = coalesce($4, time_spent_minutes),
       planned_date = coalesce($5::date, planned_date),
       planned_window = coalesce($6, planned_window),
       delivered_at = CASE WHEN $7 THEN now() ELSE delivered_at END,
       version = version + 1,
       handled_at = CASE WHEN $2 IN ('COMPLETED', 'CANCELLED') THEN now() ELSE handled_at END
     WHERE id = $1`,
    [
      order.id,
      to,
      lastAction,
      changes.minutes ?? null,
      changes.plan?.date ?? null,
      changes.plan?.window ?? null,
      changes.isDelivered === true,
    ],
  );
}

function moveOf(order: TOrderRow, status: TDepotStatus, moved: number): TDepotMove {
  return {
    id: order.id,
    organisationId: order.organisationId,
    from: order.status,
    status,
    moved,
    version: order.version + 1,
  };
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
  const toDepot = isDepotPickUp(order.formType);
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
async function noteOnRequest(
  tx: TQueryable,
  order: TOrderRow,
  action: string,
  message: string,
): Promise<void> {
  if (order.customerRequestId === null) return;
  if (order.requestStatus === 'OPEN') {
    await updateCustomerRequestStatus(tx, order.customerRequestId, 'PROCESSING');
  }
  if (order.requestStatus === 'OPEN' || order.requestStatus === 'PROCESSING') {
    await appendProcessStep(tx, {
      organisationId: order.organisationId,
      requestId: order.customerRequestId,
      action,
      message,
    });
    await recordRequestMail(tx, {
      requestId: order.customerRequestId,
      kind: 'step',
      action,
      message,
    });
    await announceRequestEvent(tx, {
      customerRequestId: order.customerRequestId,
      organisationId: order.organisationId,
      kind: order.requestStatus === 'OPEN' ? 'taken' : 'step',
    });
  }
}

/** The plan checked: a real day from today on, and a time window in its one form. */
function checkPlan(plan: TDepotPlan, now: Date): { date: string; window: string } {
  const date = plan.date.trim();
  if (!isCalendarDate(date)) {
    throw new DepotInputError('date', `Not a date: ${date}`, MESSAGES.invalidValue);
  }
  if (date < todayIso(now)) {
    throw new DepotInputError('date', `${date} is in the past`, E.dateInPast);
  }
  const window = checkTimeWindow(plan.window);
  if (!window.ok) {
    throw window.reason === 'format'
      ? new DepotInputError('window', `Not a time window: ${plan.window}`, E.windowFormat)
      : new DepotInputError('window', `${plan.window} ends before it starts`, E.windowOrder);
  }
  return { date, window: window.window };
}

/** Runs a move in one transaction, then wakes the request mail sender (its mail is queued). */
async function inTransaction(
  db: TDatabase,
  work: (tx: TQueryable) => Promise<TDepotMove>,
): Promise<TDepotMove> {
  const result = await db.transaction(work);
  wakeRequestMailSender();
  return result;
}

/** The staff's moves on the depot orders of every organisation, on database `db`. */
export function depotWorkflow(db: TDatabase) {
  return {
    /** OPEN -> PLANNED, or a PLANNED order planned again: the day and the time window. */
    async plan(
      id: number,
      plan: TDepotPlan,
      options: TDepotMoveOptions = {},
      now: Date = new Date(),
    ): Promise<TDepotMove> {
      const checked = checkPlan(plan, now);
      const note = text(plan.message, 'Message', false);
      return inTransaction(db, async (tx) => {
        const order = await lockSeen(tx, id, options);
        if (order.status !== 'PLANNED') checkMove(order, 'PLANNED');
        const when = H.plannedMessage(formatDate(checked.date), checked.window);
        await setStatus(
          tx,
          order,
          'PLANNED',
          `${H.planned}: ${formatDate(checked.date)}, ${checked.window}`,
          {
            plan: checked,
          },
        );
        await noteOnRequest(tx, order, H.planned, note ? `${when}. ${note}` : when);
        return moveOf(order, 'PLANNED', 0);
      });
    },
    /**
     * PLANNED -> IN_PROGRESS: the aids are delivered (or picked up) and move where the order
     * takes them, their depot status with them (moveProducts), one log line each.
     */
    async deliver(
      id: number,
      message?: string | null,
      options: TDepotMoveOptions = {},
    ): Promise<TDepotMove> {
      const note = text(message, 'Message', false);
      return inTransaction(db, async (tx) => {
        const order = await lockSeen(tx, id, options);
        // why: an order stepped to IN_PROGRESS before there was a delivery move is delivered now.
        const isStepped = order.status === 'IN_PROGRESS' && !order.isDelivered;
        if (!isStepped) checkMove(order, 'IN_PROGRESS');
        const pickUp = isDepotPickUp(order.formType);
        const action = pickUp ? H.pickedUp : H.delivered;
        await setStatus(tx, order, 'IN_PROGRESS', action, { isDelivered: true });
        const moved = await moveProducts(tx, order);
        const said = note ?? (pickUp ? H.pickedUpMessage : H.deliveredMessage);
        await noteOnRequest(tx, order, action, said);
        return moveOf(order, 'IN_PROGRESS', moved);
      });
    },
    /** IN_PROGRESS -> COMPLETED: the request completes (the products moved when delivered). */
    async complete(
      id: number,
      minutes: number | null,
      message?: string | null,
      options: TDepotMoveOptions = {},
    ): Promise<TDepotMove> {
      if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > 100_000)) {
        throw new DepotInputError('minutes', `Not a number of minutes: ${minutes}`, E.minutes);
      }
      const action = text(message, 'Message', false) ?? 'Opdracht afgerond';
      return inTransaction(db, async (tx) => {
        const order = await lockSeen(tx, id, options);
        checkMove(order, 'COMPLETED');
        await setStatus(tx, order, 'COMPLETED', action, { minutes });
        // why: an order stepped on before there was a delivery move still moves its products.
        const moved = order.isDelivered ? 0 : await moveProducts(tx, order);
        await closeRequest(tx, order, 'COMPLETED', action);
        return moveOf(order, 'COMPLETED', moved);
      });
    },
    /** Any order not final and not delivered -> CANCELLED: the products go back, the request is rejected. */
    async cancel(
      id: number,
      message: string,
      options: TDepotMoveOptions = {},
    ): Promise<TDepotMove> {
      const reason = text(message, 'Message', true) as string;
      return inTransaction(db, async (tx) => {
        const order = await lockSeen(tx, id, options);
        checkMove(order, 'CANCELLED');
        // why: delivered aids stand where they were taken; putting them "back" would lie.
        if (order.isDelivered) refuse(order, 'its products were delivered, complete it instead');
        await setStatus(tx, order, 'CANCELLED', reason);
        const moved = await releaseProducts(tx, order);
        await closeRequest(tx, order, 'REJECTED', reason);
        return moveOf(order, 'CANCELLED', moved);
      });
    },
  };
}

export type TDepotWorkflow = ReturnType<typeof depotWorkflow>;
