// 'Verhuurkosten' (spec 001 §5, §7, §9): the rental cost lines of a period and location.
import { z } from 'zod';
import { ZCount, ZId, ZYesNo } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZEnvelope } from '../envelope.js';
import { level1, noParams } from './overview-answers.js';

/** One line of the rental cost file and the rental cost chart (api/README.md rule). */
export const ZRentalCostRow = z.object({
  /** 'yyyy-MM'. */
  month: z.string(),
  /** Only when grouped per location (else the chosen location and those below it). */
  locationId: z.number().int().nullable(),
  /**
   * The line's location as the file names it: the group's, a department's own location, or
   * (not grouped) the chosen location.
   */
  location: z.string().nullable(),
  /** Only when grouped per department. */
  departmentId: z.number().int().nullable(),
  department: z.string().nullable(),
  numberOfCases: z.number().int(),
  rentalDays: z.number().int(),
  costCents: z.number().int(),
  priceDisplay: z.string(),
});
export type TRentalCostRow = z.infer<typeof ZRentalCostRow>;

/**
 * 'Verhuurkosten' (spec 001 §5): from and to month (1-12) and year (2023 up to this year,
 * checked by the api), a location (required: 'Selecteer een locatie'; it includes those
 * below it), and optional grouping per location and per department.
 */
export const ZRentalCostRequest = z.object({
  fromMonth: ZCount(1, 12),
  // why: any four-digit year here, so that one out of range gets the date field's own
  // message from the api ('Ongeldig jaartal (2023 - <this year>)').
  fromYear: ZCount(1000, 9999),
  toMonth: ZCount(1, 12),
  toYear: ZCount(1000, 9999),
  // why: optional here so that a missing one gets the spec's own message from the api.
  locationId: ZId.nullable().optional(),
  groupByLocation: ZYesNo.optional().default(false),
  groupByDepartment: ZYesNo.optional().default(false),
});
export type TRentalCostRequest = z.input<typeof ZRentalCostRequest>;

/** The rental cost lines of the form's search (the file's rows), for its chart and table. */
export const getRentalCostCall = defineCall({
  method: 'POST',
  path: '/customer/management/rentalcost',
  params: noParams,
  body: ZRentalCostRequest,
  response: ZEnvelope(
    z.object({
      rows: z.array(ZRentalCostRow),
      totalCostCents: z.number().int(),
      documentName: z.string(),
    }),
  ),
  access: level1('rentalCost'),
  lane: 'list',
});
