/**
 * Rules of the product forms (spec 001 §5) beyond the shared ones (the serial hint's
 * filter is `filterSerialInput` of @portal/shared/rules): a serial as the api takes it,
 * and the purchase value (numeric, comma or period as decimal separator).
 */
import { SERIAL_PATTERN } from '@portal/shared/contract/articles';
import { MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';

export function isSerial(value: string): boolean {
  return SERIAL_PATTERN.test(value);
}

/** '1250', '1250,5', '1250.50'; at most two decimals, no thousands separator. */
const MONEY = /^\d{1,9}([.,]\d{1,2})?$/;

export function isMoney(value: string): boolean {
  return MONEY.test(value.trim());
}

/** The serial number field's rule: required, and as the api takes it. */
export function serialRule(value: string): string | null {
  if (value === '') return MESSAGES.required;
  return isSerial(value) ? null : TEXTS.messages.serialPattern;
}

/** The purchase value's rule, for a user who may edit it (spec 001 §6); empty is fine. */
export function purchaseValueRule(mayEditValue: boolean, value: string): string | null {
  return mayEditValue && value.trim() !== '' && !isMoney(value)
    ? TEXTS.messages.purchaseValueNumeric
    : null;
}
