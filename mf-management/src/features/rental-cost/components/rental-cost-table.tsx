/**
 * The rental cost lines on screen (issue 38, ours): the file's own lines, columns and
 * headers (month, location, department when grouped per department, cases, rental days,
 * cost), one row per line in the file's order, and the period's total. The lines are the
 * api's answer from the file's source, so screen and file hold the same numbers.
 * On a phone (the section narrower than 40rem, the list pattern's width) each line is a
 * card: its month as the title and every figure under its header's label (`data-label`),
 * one DOM for both, as ResponsiveList does; the total closes the list (issue 38).
 */
import type { TRentalCostRow } from '@portal/shared/contract/management';
import { formatEuro } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { useId } from 'react';
import { monthLabel } from '../../../components/charts/chart-bars';

const HEADERS = MANAGEMENT_TEXTS.rentalCostColumns;
const TEXTS = MANAGEMENT_TEXTS.ui.rentalCost;

export function RentalCostTable({
  rows,
  totalCostCents,
  groupByDepartment,
}: {
  rows: readonly TRentalCostRow[];
  totalCostCents: number;
  groupByDepartment: boolean;
}) {
  const titleId = useId();
  const title = TEXTS.tableTitle;
  return (
    <section className="management-costs" aria-labelledby={titleId}>
      <h2 id={titleId} className="management-costs__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="management-costs__empty">{MANAGEMENT_TEXTS.ui.chart.empty}</p>
      ) : (
        // why: focusable, so a keyboard user can scroll a table wider than a phone.
        <div
          className="management-costs__scroll"
          role="group"
          tabIndex={0}
          aria-labelledby={titleId}
        >
          <table className="management-costs__table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{HEADERS.month}</th>
                <th scope="col">{HEADERS.location}</th>
                {groupByDepartment ? <th scope="col">{HEADERS.department}</th> : null}
                <th scope="col" className="management-costs__number">
                  {HEADERS.numberOfCases}
                </th>
                <th scope="col" className="management-costs__number">
                  {HEADERS.rentalDays}
                </th>
                <th scope="col" className="management-costs__number">
                  {HEADERS.cost}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.month}/${row.locationId ?? ''}/${row.departmentId ?? ''}`}>
                  <th scope="row" className="management-costs__month">
                    {monthLabel(row.month)}
                  </th>
                  <td data-label={HEADERS.location}>{row.location}</td>
                  {groupByDepartment ? (
                    <td data-label={HEADERS.department}>{row.department}</td>
                  ) : null}
                  <td className="management-costs__number" data-label={HEADERS.numberOfCases}>
                    {row.numberOfCases}
                  </td>
                  <td className="management-costs__number" data-label={HEADERS.rentalDays}>
                    {row.rentalDays}
                  </td>
                  <td className="management-costs__number" data-label={HEADERS.cost}>
                    {formatEuro(row.costCents)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={groupByDepartment ? 5 : 4}>
                  {MANAGEMENT_TEXTS.ui.chart.total}
                </th>
                <td className="management-costs__number">{formatEuro(totalCostCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
