// Charts (ours, beyond the spec): an overview's search grouped by month, category or
// location. No paging; an aggregate reads as much as a list page, so it waits in the list lane.
import { z } from 'zod';
import { ZEnvelope } from '../envelope.js';
import { ZChartGroup } from './values.js';

/** One bar (or point) of a chart: its key ('2026-03', a category or location id). */
export const ZChartPoint = z.object({
  /**
   * A month as 'yyyy-MM', or a category or location id as text ('depot-<id>' for a depot
   * where a chart groups places); '' for none.
   */
  key: z.string(),
  /** The category's or location's name; null for a month (the client formats it). */
  label: z.string().nullable(),
  value: z.number(),
});
export type TChartPoint = z.infer<typeof ZChartPoint>;

export const ZChart = z.object({
  groupBy: ZChartGroup,
  /** Months in order (every month of the range, zero included), else largest first. */
  points: z.array(ZChartPoint),
});
export type TChart = z.infer<typeof ZChart>;

/** A chart request: the overview's own body without paging, and what to group by. */
export const chartOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, groupBy: ZChartGroup.nullable().optional() });

// Charts (ours, beyond the spec): the same search, grouped. No paging; an aggregate reads
// as much as a list page, so it waits in the list lane.

export const ZChartAnswer = ZEnvelope(z.object({ chart: ZChart }));
