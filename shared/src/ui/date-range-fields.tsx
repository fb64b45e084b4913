/**
 * A filter's period: two DateFields, from and to, under the list's own labels and names
 * (the products' 'Bouwdatum van/tot', the invoices' and inspections' 'Datum van/tot'). The
 * value goes out per name as DateField gives it ('yyyy-MM-dd' or '').
 */
import type { ReactNode } from 'react';
import type { TDateRange } from '../rules/date-parts.js';
import { DateField } from './date-field.js';

export type TDateRangeFieldsProps<TName extends string> = {
  /** The names of the from and the to field, in that order. */
  names: readonly [from: TName, to: TName];
  labels: Readonly<Record<TName, ReactNode>>;
  values: Readonly<Record<TName, string>>;
  range: TDateRange;
  onChange: (name: TName, value: string) => void;
};

export function DateRangeFields<TName extends string>({
  names,
  labels,
  values,
  range,
  onChange,
}: TDateRangeFieldsProps<TName>) {
  return (
    <>
      {names.map((name) => (
        <DateField
          key={name}
          label={labels[name]}
          name={name}
          range={range}
          value={values[name]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </>
  );
}
