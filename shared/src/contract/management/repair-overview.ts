// The repairs overview (spec 001 §3, §7): rows and chart.
import { z } from 'zod';
import { TEXT_LIMITS, ZId, ZIsoDate, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZPaging } from '../envelope.js';
import { ZRepairStatus } from '../articles.js';
import { ZChartAnswer, chartOf } from './charts.js';
import { ZOverviewAnswer, dateRange, level1, noParams } from './overview-answers.js';

/** Repair overview row (spec 001 §3), plus the fields marked ours. */
export const ZRepairOverviewRow = z.object({
  repairNumber: z.string(),
  serialNumber: z.string(),
  location: z.string().nullable(),
  customerReference: z.string().nullable(),
  repairDate: ZIsoDate.nullable(),
  // Ours: the slip (documentType 'repair' with this id) and what the row is about.
  repairId: z.number().int(),
  documentName: z.string(),
  articleName: z.string(),
  status: ZRepairStatus,
  statusLabel: z.string(),
  createDate: ZIsoDate,
});
export type TRepairOverviewRow = z.infer<typeof ZRepairOverviewRow>;

/** Filters of the repairs overview: the period (repair date, else the day reported). */
export const ZRepairOverviewFilters = z.object({
  ...dateRange,
  locationId: ZId.nullable().optional(),
  categoryId: ZId.nullable().optional(),
  serialNumber: ZText(TEXT_LIMITS.short).nullable().optional(),
});
export type TRepairOverviewFilters = z.infer<typeof ZRepairOverviewFilters>;

export const ZRepairOverviewRequest = z.object({
  filters: ZPaging.extend(ZRepairOverviewFilters.shape),
});
export type TRepairOverviewRequest = z.input<typeof ZRepairOverviewRequest>;

export const getRepairOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/repairs',
  params: noParams,
  body: ZRepairOverviewRequest,
  response: ZOverviewAnswer({ repairs: z.array(ZRepairOverviewRow) }),
  access: level1('repairs'),
});

export const getRepairChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/repairs/chart',
  params: noParams,
  body: chartOf({ filters: ZRepairOverviewFilters }),
  response: ZChartAnswer,
  access: level1('repairs'),
  lane: 'list',
});
