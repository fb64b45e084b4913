/**
 * Form validation of spec 000 §5: required, numeric and email rules with their Dutch
 * messages, a form result of error or success with one message per field, and the
 * comma-joined messages the request forms of spec 001 §5 show.
 */
import { MESSAGES } from './catalogue/messages.js';

/** A custom rule: fails when `test` returns false; no message means 'Ongeldige invoer'. */
export type TCustomRule = {
  test: (value: unknown, values: Readonly<Record<string, unknown>>) => boolean;
  message?: string;
};

/** A rule by name, or a custom rule. Unknown names are ignored (no user message). */
export type TRule = 'required' | 'numeric' | 'email' | TCustomRule | (string & {});

/** The rules per field name. */
export type TFormRules = Record<string, readonly TRule[]>;

/** A form's validation result (spec 000 §5). */
export type TValidationResult = {
  status: 'error' | 'success';
  /** Message per failing field; fields that pass are absent. */
  fields: Record<string, string>;
};

/** Options of validation. */
export type TValidateOptions = {
  /**
   * "Checking is switched on": required and email only report when true (e.g. after the
   * first submit), so a form does not shout at a user who has not typed yet. Default true.
   */
  isChecking?: boolean;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMERIC_PATTERN = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** Empty strings (also only spaces), empty arrays, null and undefined count as empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether a value is a number, or text of one (comma or period as decimal mark). */
export function isNumericValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC_PATTERN.test(value.trim());
}

/** Whether a value looks like an e-mail address (a simple pattern, as the spec says). */
export function isEmailValue(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** The message of the first rule `value` fails, or null. */
export function validateField(
  value: unknown,
  rules: readonly TRule[],
  values: Readonly<Record<string, unknown>> = {},
  { isChecking = true }: TValidateOptions = {},
): string | null {
  const isEmpty = isEmptyValue(value);
  for (const rule of rules) {
    if (typeof rule === 'object') {
      if (!rule.test(value, values)) return rule.message ?? MESSAGES.invalidInput;
      continue;
    }
    switch (rule) {
      case 'required':
        if (isChecking && isEmpty) return MESSAGES.required;
        break;
      case 'numeric':
        if (!isEmpty && !isNumericValue(value)) return MESSAGES.numeric;
        break;
      case 'email':
        if (isChecking && !isEmpty && !isEmailValue(value)) return MESSAGES.email;
        break;
      default:
        // why: the spec gives an unknown rule no user message; it simply passes.
        break;
    }
  }
  return null;
}

/** Validates every field that has rules; error if any field fails (spec 000 §5). */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  rules: TFormRules,
  options: TValidateOptions = {},
): TValidationResult {
  const fields: Record<string, string> = {};
  for (const [name, fieldRules] of Object.entries(rules)) {
    const message = validateField(values[name], fieldRules, values, options);
    if (message) fields[name] = message;
  }
  return { status: Object.keys(fields).length > 0 ? 'error' : 'success', fields };
}

/** Messages joined with commas, leaving out empty ones and repeats (spec 001 §5). */
export function joinMessages(messages: Iterable<string | null | undefined | false>): string {
  const seen: string[] = [];
  for (const message of messages) {
    if (message && !seen.includes(message)) seen.push(message);
  }
  return seen.join(', ');
}
