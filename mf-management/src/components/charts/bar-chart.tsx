/**
 * A bar chart of one series (ours, beyond the spec): plain HTML and CSS, no chart library
 * (mf-management/README.md "Charts" says why and what the libraries weigh). Each bar
 * carries its label and its number as text, so it reads without colour and at 200 % text;
 * the bars themselves are hidden from screen readers, who get the same numbers as a table
 * behind 'Toon de cijfers als tabel' (a native disclosure, reachable by keyboard).
 */
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { useId } from 'react';
import type { TChartBar } from './chart-bars';
import './bar-chart.css';

const TEXTS = MANAGEMENT_TEXTS.ui.chart;

/** At most this many bars are drawn (the largest, or the months in order); the table has all. */
export const MAX_BARS = 24;

export function BarChart({
  title,
  labelHeader,
  valueHeader,
  bars,
  total,
}: {
  title: string;
  /** Header of the label column of the table ('Maand', 'Locatie', ...). */
  labelHeader: string;
  /** Header of the value column ('Aantal', 'Kosten'). */
  valueHeader: string;
  bars: readonly TChartBar[];
  /** A total row under the table, as text. */
  total?: string;
}) {
  const titleId = useId();
  const shown = bars.slice(0, MAX_BARS);
  const max = Math.max(0, ...shown.map((bar) => bar.value));
  return (
    <figure className="management-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="management-chart__title">
        {title}
      </h2>
      {bars.length === 0 ? (
        <p className="management-chart__empty">{TEXTS.empty}</p>
      ) : (
        <>
          <ol className="management-chart__bars" aria-hidden="true">
            {shown.map((bar) => (
              <li key={bar.key} className="management-chart__row">
                <span className="management-chart__label">{bar.label}</span>
                <span className="management-chart__track">
                  <span className="management-chart__area">
                    <span
                      className="management-chart__bar"
                      style={{ width: `${max > 0 ? (Math.max(0, bar.value) / max) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="management-chart__value">{bar.display}</span>
                </span>
              </li>
            ))}
          </ol>
          {bars.length > shown.length ? (
            <p className="management-chart__note">{TEXTS.largestOnly(shown.length, bars.length)}</p>
          ) : null}
          <details className="management-chart__table">
            <summary>{TEXTS.showTable}</summary>
            <div className="management-chart__scroll">
              <table>
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{labelHeader}</th>
                    <th scope="col" className="management-chart__number">
                      {valueHeader}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {bars.map((bar) => (
                    <tr key={bar.key}>
                      <th scope="row">{bar.label}</th>
                      <td className="management-chart__number">{bar.display}</td>
                    </tr>
                  ))}
                </tbody>
                {total ? (
                  <tfoot>
                    <tr>
                      <th scope="row">{TEXTS.total}</th>
                      <td className="management-chart__number">{total}</td>
                    </tr>
                  </tfoot>
                ) : null}
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
