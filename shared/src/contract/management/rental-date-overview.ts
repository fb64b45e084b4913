// 'Verhuur op datum' (spec 001 §3, §7): what was out on one day.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZPaging } from '../envelope.js';
import { ZChartAnswer, chartOf } from './charts.js';
import { ZOverviewAnswer, level1, noParams } from './overview-answers.js';
import { ZRentalOverviewRow } from './rental-overview.js';

/** 'Verhuur op datum': the cases that were out on `date` (required, spec 001 §5). */
export const ZRentalDateFilters = z.object({
  date: ZIsoDate,
  locationId: ZId.nullable().optional(),
  categoryId: ZId.nullable().optional(),
});
export type TRentalDateFilters = z.infer<typeof ZRentalDateFilters>;

export const ZRentalDateRequest = z.object({
  filters: ZPaging.extend(ZRentalDateFilters.shape),
});
export type TRentalDateRequest = z.input<typeof ZRentalDateRequest>;

export const getRentalDateOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rentaldate',
  params: noParams,
  body: ZRentalDateRequest,
  response: ZOverviewAnswer({ cases: z.array(ZRentalOverviewRow) }),
  access: level1('rentalDate'),
});

export const getRentalDateChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rentaldate/chart',
  params: noParams,
  body: chartOf({ filters: ZRentalDateFilters }),
  response: ZChartAnswer,
  access: level1('rentalDate'),
  lane: 'list',
});
