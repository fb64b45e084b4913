// Checks the template values a product form sends (field id -> raw text) against the
// fields of the product's template: each key a field of it, required ones present, and
// each value of its type (number within max, date, one of the options, checkbox 0/1, text
// within max). Answers the values to store and a field message per bad value.
import { MESSAGES } from '@portal/shared/rules';
import type { TFieldErrors } from '../answer/envelope.js';
import type { findTemplateFields } from '../repositories/articles-repository.js';
import { isDateInYears } from '../routes/rentals/request-fields.js';

type TField = Awaited<ReturnType<typeof findTemplateFields>>[number];

function checkValue(field: TField, raw: string): string | null {
  const { properties } = field;
  switch (field.type) {
    case 'number': {
      if (!/^-?\d+([.,]\d+)?$/.test(raw)) return MESSAGES.numeric;
      const value = Number(raw.replace(',', '.'));
      return properties.max !== undefined && value > properties.max ? MESSAGES.invalidValue : null;
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) && isDateInYears(raw, 1900, 2200)
        ? null
        : MESSAGES.invalidValue;
    case 'select':
      return properties.options?.some((option) => option.value === raw)
        ? null
        : MESSAGES.invalidValue;
    case 'checkbox':
      return raw === '0' || raw === '1' ? null : MESSAGES.invalidValue;
    default:
      return properties.max !== undefined && raw.length > properties.max
        ? MESSAGES.invalidValue
        : null;
  }
}

export function checkCustomValues(
  fields: readonly TField[],
  sent: Record<string, string | null>,
): { values: Record<string, string>; fields: TFieldErrors } {
  const errors: TFieldErrors = {};
  const values: Record<string, string> = {};
  const byId = new Map(fields.map((field) => [String(field.id), field]));
  for (const key of Object.keys(sent)) {
    if (!byId.has(key)) errors[`customFields.${key}`] = MESSAGES.invalidValue;
  }
  for (const [key, field] of byId) {
    const raw = sent[key]?.trim() ?? '';
    if (raw === '') {
      if (field.properties.required) errors[`customFields.${key}`] = MESSAGES.required;
      continue;
    }
    const problem = checkValue(field, raw);
    if (problem) errors[`customFields.${key}`] = problem;
    else values[key] = raw;
  }
  return { values, fields: errors };
}
