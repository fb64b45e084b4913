// Turns zod issues into the Dutch per-field messages of spec 000 §5.
import { MESSAGES } from '@portal/shared/rules';
import type { z } from 'zod';
import type { TFieldErrors } from '../answer/envelope.js';

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a union's refusal is that of a number (ZId, ZCount: a number or its digits). */
function isNumberUnion(issue: z.core.$ZodIssue): boolean {
  return (
    issue.code === 'invalid_union' &&
    issue.errors
      .flat()
      .some(
        (inner) =>
          (inner.code === 'invalid_type' && inner.expected === 'number') || isNumberUnion(inner),
      )
  );
}

function messageFor(issue: z.core.$ZodIssue, value: unknown): string {
  if (isEmpty(value)) return MESSAGES.required;
  if (issue.code === 'invalid_type' && issue.expected === 'number') return MESSAGES.numeric;
  if (isNumberUnion(issue)) {
    // why: a number out of range is a wrong value; text that is no number is not numeric.
    const isNumeric = typeof value === 'number' || /^\s*-?\d+\s*$/.test(String(value));
    return isNumeric ? MESSAGES.invalidValue : MESSAGES.numeric;
  }
  if (issue.code === 'invalid_value' || issue.code === 'too_small' || issue.code === 'too_big') {
    return MESSAGES.invalidValue;
  }
  // why: a refinement that marks its refusal so (a date that does not exist: ZIsoDate).
  if (issue.code === 'custom' && issue.params?.['outOfRange'] === true) {
    return MESSAGES.invalidValue;
  }
  return MESSAGES.invalidInput;
}

/** One message per field (the first issue wins), keyed by the dotted path. */
export function fieldErrors(error: z.ZodError, data: unknown): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= messageFor(issue, valueAt(data, issue.path));
  }
  return fields;
}
