/**
 * The fields of an article template (text, number, date, select, checkbox) with their
 * labels, units and required flags, for registration and the edit form. Values are kept as
 * the api stores them: text, digits, 'yyyy-MM-dd', the option's value, '1' or '0'.
 */
import type { TProductCustomField } from '@portal/shared/contract/articles';
import { MESSAGES, OVERVIEW_DATE_RANGE } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { CheckboxField, SelectField, TextField } from '@portal/shared/ui';
import { DateField } from '@portal/shared/ui/forms';

export type TCustomValues = Record<string, string>;

/** The stored values of a product's fields, by field id. */
export function initialCustomValues(fields: readonly TProductCustomField[]): TCustomValues {
  return Object.fromEntries(fields.map((field) => [String(field.id), field.valueRaw ?? '']));
}

/** The message per field id of what is missing or wrong ('Verplicht veld', numeric). */
export function customFieldErrors(
  fields: readonly TProductCustomField[],
  values: TCustomValues,
): Record<string, string | null> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = (values[String(field.id)] ?? '').trim();
      let error: string | null = null;
      if (
        field.properties.required &&
        (value === '' || (field.type === 'checkbox' && value !== '1'))
      )
        error = MESSAGES.required;
      else if (field.type === 'number' && value !== '' && !/^-?\d+([.,]\d+)?$/.test(value))
        error = MESSAGES.numeric;
      return [customFieldKey(field.id), error];
    }),
  );
}

/** The name under which a field's message goes to the error summary. */
export function customFieldKey(id: number): string {
  return `custom-${id}`;
}

/** The values as the api takes them: field id → text, empty ones null. */
export function customValuesRequest(values: TCustomValues): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(values).map(([id, value]) => [id, value.trim() === '' ? null : value.trim()]),
  );
}

export function CustomFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly TProductCustomField[];
  values: TCustomValues;
  errors: Record<string, string | null>;
  onChange: (values: TCustomValues) => void;
}) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="ui-fieldset">
      <legend className="ui-fieldset__legend">{TEXTS.details.template}</legend>
      {fields.map((field) => {
        const key = String(field.id);
        const id = customFieldKey(field.id);
        const value = values[key] ?? '';
        const set = (next: string) => onChange({ ...values, [key]: next });
        const label = field.properties.unit
          ? `${field.label} (${field.properties.unit})`
          : field.label;
        const error = errors[id] ?? null;
        const required = field.properties.required ?? false;
        if (field.type === 'select') {
          return (
            <SelectField
              key={key}
              id={id}
              label={label}
              name={id}
              required={required}
              options={field.properties.options ?? []}
              value={value}
              error={error}
              onChange={(event) => set(event.target.value)}
            />
          );
        }
        if (field.type === 'checkbox') {
          return (
            <CheckboxField
              key={key}
              id={id}
              label={label}
              name={id}
              required={required}
              checked={value === '1'}
              error={error}
              onChange={(event) => set(event.target.checked ? '1' : '0')}
            />
          );
        }
        if (field.type === 'date') {
          return (
            <DateField
              key={key}
              identifier={id}
              label={label}
              name={id}
              required={required}
              range={OVERVIEW_DATE_RANGE}
              value={value}
              error={error}
              onChange={(next) => set(next)}
            />
          );
        }
        return (
          <TextField
            key={key}
            id={id}
            label={label}
            name={id}
            required={required}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            maxLength={field.properties.max ?? 100}
            autoComplete="off"
            value={value}
            error={error}
            onChange={(event) => set(event.target.value)}
          />
        );
      })}
    </fieldset>
  );
}
