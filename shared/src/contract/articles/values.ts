// The values of a product's fields (spec 001 §3, §4): placement, status, depot status,
// quality, inspection and repair states, relocation handler.
import { z } from 'zod';

/** Where a product is listed: 'Op locatie' or 'In depot' (tab group product-overview). */
export const ZProductPlacement = z.enum(['location', 'depot']);
export type TProductPlacement = z.infer<typeof ZProductPlacement>;

/** Stored product status; RESERVED is displayed, never stored (spec 000 §4). */
export const ZProductStatus = z.enum(['ACTIVE', 'REMOVED']);
export type TProductStatus = z.infer<typeof ZProductStatus>;

/** The status a screen shows (spec 000 §4: RESERVED when enableReservation is 1). */
export const ZProductDisplayStatus = z.enum(['ACTIVE', 'RESERVED', 'REMOVED']);
export type TProductDisplayStatus = z.infer<typeof ZProductDisplayStatus>;

/** A product's own depot status (ours; null on location without a running order). */
export const ZProductDepotStatus = z.enum([
  'IN_DEPOT',
  'PENDING_IN',
  'PENDING_OUT',
  'PENDING_TRANSFER',
]);
export type TProductDepotStatus = z.infer<typeof ZProductDepotStatus>;

export const QUALITY_VALUES = ['GOOD', 'AVERAGE', 'BAD'] as const;
export const ZQuality = z.enum(QUALITY_VALUES);
export type TQuality = z.infer<typeof ZQuality>;

/** Beyond the spec: where a product stands against its periodic inspection. */
export const ZInspectionDue = z.enum(['OVERDUE', 'SOON', 'OK']);
export type TInspectionDue = z.infer<typeof ZInspectionDue>;

export const ZInspectionConclusion = z.enum(['PENDING', 'COMPLETED', 'REJECTED']);
export type TInspectionConclusion = z.infer<typeof ZInspectionConclusion>;

/** PROCESSING and FIXED (spec); BROKEN is a client repair's 'not repairable' result. */
export const ZRepairStatus = z.enum(['PROCESSING', 'FIXED', 'BROKEN']);
export type TRepairStatus = z.infer<typeof ZRepairStatus>;

export const ZCleaningStatus = z.enum(['PROCESSING', 'RELEASED', 'REPAIR']);
export type TCleaningStatus = z.infer<typeof ZCleaningStatus>;

export const ZClientRepairConclusion = z.enum(['FIXED', 'BROKEN']);

/** Relocate: 'vdm' asks the supplier to move it, 'intern' records an own move (spec §4). */
export const ZRelocateHandler = z.enum(['vdm', 'intern']);
export type TRelocateHandler = z.infer<typeof ZRelocateHandler>;
