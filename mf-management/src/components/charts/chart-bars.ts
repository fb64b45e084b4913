/**
 * The bars of a chart from the api's points (contract/management ZChart): a month key
 * 'yyyy-MM' becomes 'Maart 2026', a category or location keeps its name ('Onbekend' for
 * none), and each value gets its Dutch text (a count, or euro for costs).
 */
import type { TChart, TChartGroup } from '@portal/shared/contract/management';
import { formatEuro } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';

export type TChartBar = { key: string; label: string; value: number; display: string };

const COUNT_FORMAT = new Intl.NumberFormat('nl-NL');

/** 'Maart 2026' of '2026-03'; the key itself when it is no month. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = match ? MANAGEMENT_TEXTS.months[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : key;
}

export function countBars(chart: TChart): TChartBar[] {
  return chart.points.map((point) => ({
    key: point.key,
    label:
      chart.groupBy === 'month' ? monthLabel(point.key) : point.label || MANAGEMENT_TEXTS.unknown,
    value: point.value,
    display: COUNT_FORMAT.format(point.value),
  }));
}

/** Bars of amounts in cents (the rental costs), shown as '€ 1.285,00'. */
export function costBars(
  points: readonly { key: string; label: string; cents: number }[],
): TChartBar[] {
  return points.map((point) => ({
    key: point.key,
    label: point.label,
    value: point.cents,
    display: formatEuro(point.cents),
  }));
}

export type { TChartGroup };
