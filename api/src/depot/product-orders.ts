// The depot order a product write asks the supplier for (api/src/routes/articles/README.md "Data"):
// the customer request and the order holding the product, created in the write's transaction, with
// the product marked pending and a line in its log.
import type { TProductDepotStatus } from '@portal/shared/contract/articles';
import type { TDepotFormType } from '@portal/shared/contract/depot';
import type { TRequestType } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import { createCustomerRequest } from '../repositories/customer-requests-repository.js';
import { insertDepotCase } from '../repositories/depot-cases-repository.js';
import { appendProductLog } from '../repositories/product-log-repository.js';
import type { TProductForWrite } from '../repositories/products-repository.js';
import type { CustomData } from '../requests/custom-data.js';
import { depotOrderName } from './depot-order-name.js';

const PENDING: Record<TDepotFormType, TProductDepotStatus> = {
  'TRANSPORT-IN': 'PENDING_IN',
  'DIRECT-IN': 'PENDING_IN',
  'TRANSPORT-OUT': 'PENDING_OUT',
  'DIRECT-OUT': 'PENDING_OUT',
  'TRANSPORT-TRANSFER': 'PENDING_TRANSFER',
};

export type TProductOrder = {
  organisationId: number;
  userId: number;
  actorName: string;
  requestType: TRequestType;
  formType: TDepotFormType;
  products: readonly TProductForWrite[];
  /** Other things the order holds (a delivery's articles and categories not yet picked). */
  extraItems?: { articleId?: number | null; categoryId?: number | null; amount: number }[];
  /** Names of what it holds, for its name (default: the products' articles). */
  itemNames?: readonly string[];
  contactId: number;
  /** Where it goes (out, transfer) or comes from (in). */
  location: { id: number; name: string; address: string | null };
  departmentId?: number | null;
  room?: string | null;
  warehouse: { id: number; address: string } | null;
  priorityCall?: boolean;
  remarks?: string | null;
  customData: CustomData;
  logMessage: string;
};

/** Creates the request and the order; returns the request's id. */
export async function createProductOrder(tx: TQueryable, order: TProductOrder): Promise<number> {
  const isIn = order.formType.endsWith('-IN');
  const customerRequestId = await createCustomerRequest(tx, {
    organisationId: order.organisationId,
    type: order.requestType,
    createdByUserId: order.userId,
    contactId: order.contactId,
    locationFromId:
      isIn || order.formType === 'TRANSPORT-TRANSFER'
        ? (order.products[0]?.locationId ?? null)
        : null,
    locationToId: isIn ? null : order.location.id,
    sourceId: order.products[0]?.id ?? null,
    customData: order.customData.toArray(),
  });
  const locationAddress = order.location.address
    ? `${order.location.name}, ${order.location.address}`
    : order.location.name;
  await insertDepotCase(
    tx,
    {
      organisationId: order.organisationId,
      name: depotOrderName(
        order.formType,
        order.itemNames ?? order.products.map((p) => p.articleName),
        order.location.name,
      ),
      formType: order.formType,
      locationId: order.location.id,
      departmentId: order.departmentId ?? null,
      room: order.room ?? null,
      pickupAddress: isIn ? locationAddress : (order.warehouse?.address ?? null),
      dropoffAddress: isIn ? (order.warehouse?.address ?? null) : locationAddress,
      priorityCall: order.priorityCall ?? false,
      invoiceable: order.formType.startsWith('TRANSPORT'),
      remarks: order.remarks ?? null,
      customerRequestId,
      warehouseId: order.warehouse?.id ?? null,
    },
    [
      ...order.products.map((p) => ({ productId: p.id, articleId: p.articleId, amount: 1 })),
      ...(order.extraItems ?? []),
    ],
  );
  for (const product of order.products) {
    await tx.query('UPDATE products SET depot_status = $2 WHERE id = $1', [
      product.id,
      PENDING[order.formType],
    ]);
    await appendProductLog(tx, {
      organisationId: order.organisationId,
      productId: product.id,
      message: order.logMessage,
      specification: `${MESSAGES.depotFormTypeLabels[order.formType]} – ${order.location.name}`,
      actorName: order.actorName,
    });
  }
  return customerRequestId;
}

/** The warehouse that takes in a product (its own when it has one, else the first). */
export async function depotWarehouse(
  tx: TQueryable,
  warehouseId: number | null,
): Promise<{ id: number; address: string } | null> {
  const rows = await tx.query<{ id: number; address: string }>(
    `SELECT id, name || ', ' || concat_ws(', ', street, concat_ws(' ', postal_code, city)) AS address
     FROM warehouses WHERE id = coalesce($1, (SELECT min(id) FROM warehouses))`,
    [warehouseId],
  );
  return rows[0] ?? null;
}

/** A location of `organisationId` with its address, or null. */
export async function locationWithAddress(
  tx: TQueryable,
  organisationId: number,
  id: number,
): Promise<{ id: number; name: string; address: string | null } | null> {
  const rows = await tx.query<{ id: number; name: string; address: string | null }>(
    `SELECT id, name, nullif(concat_ws(', ', concat_ws(' ', street, house_number),
       concat_ws(' ', postal_code, city)), '') AS address
     FROM locations WHERE organisation_id = $1 AND id = $2`,
    [organisationId, id],
  );
  return rows[0] ?? null;
}
