/**
 * /management/rentalcost 'Verhuurkosten' (spec 001 §2.7): the form that produces the
 * rental cost file, and (ours, issue 38) the file's lines on screen: their table and a
 * chart of their costs.
 */
import { formatEuro } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { AreaPage } from '@portal/shared/ui/lists';
import { useState } from 'react';
import { ManagementTabs } from '../components/management-tabs';
import { BarChart } from '../components/charts/bar-chart';
import { costBars } from '../components/charts/chart-bars';
import {
  RentalCostForm,
  type TRentalCostResult,
} from '../features/rental-cost/components/rental-cost-form';
import { RentalCostTable } from '../features/rental-cost/components/rental-cost-table';
import { rentalCostPoints } from '../features/rental-cost/rental-cost-rules';

const CHART = MANAGEMENT_TEXTS.ui.chart;

export function RentalCostPage() {
  const [result, setResult] = useState<TRentalCostResult | null>(null);
  const chart = result ? rentalCostPoints(result.rows, result.groupByLocation) : null;
  return (
    <AreaPage title={MANAGEMENT_TEXTS.rentalCostTitle} className="management-rentalcost">
      <ManagementTabs />
      <RentalCostForm onResult={setResult} />
      {result ? (
        <RentalCostTable
          rows={result.rows}
          totalCostCents={result.totalCostCents}
          groupByDepartment={result.groupByDepartment}
        />
      ) : null}
      {result && chart ? (
        <BarChart
          title={CHART.title(CHART.what.rentalCost, chart.per)}
          labelHeader={CHART.per[chart.per]}
          valueHeader={CHART.cost}
          bars={costBars(chart.points)}
          total={formatEuro(result.totalCostCents)}
        />
      ) : null}
    </AreaPage>
  );
}
