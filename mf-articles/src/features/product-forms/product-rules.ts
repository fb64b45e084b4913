/**
 * Rules of the product forms (spec 001 §5): the serial hint (capitals, digits, hyphen and
 * period; other characters are ignored) and the purchase value (numeric, comma or period
 * as decimal separator).
 */
import { SERIAL_PATTERN } from '@portal/shared/contract';

/**
 * The serial as typed, kept to what a serial may hold: lower-case letters become capitals
 * (a phone keyboard starts in lower case), anything else is dropped.
 */
export function cleanSerial(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9.-]/g, '');
}

export function isSerial(value: string): boolean {
  return SERIAL_PATTERN.test(value);
}

/** '1250', '1250,5', '1250.50'; at most two decimals, no thousands separator. */
const MONEY = /^\d{1,9}([.,]\d{1,2})?$/;

export function isMoney(value: string): boolean {
  return MONEY.test(value.trim());
}
