/**
 * The quantity rule of spec 000 §9 and 001 §5 (an amount box of at most 2 characters,
 * default 1), shared by every form that orders a number of items: what is typed keeps
 * digits only, and an empty box or 0 is refused with a message rather than silently
 * turned into 1 (ours: a carer must see that the number they typed was not taken).
 */
import { QUANTITY_DEFAULT, QUANTITY_MAX_LENGTH } from './constants.js';
import { MESSAGES } from './catalogue/messages.js';

/** The starting value of an amount box. */
export const QUANTITY_DEFAULT_TEXT = String(QUANTITY_DEFAULT);

/** What an amount box keeps of what was typed: digits only, at most 2. */
export function sanitizeQuantity(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, QUANTITY_MAX_LENGTH);
}

/** 'Vul een aantal van minimaal 1 in' for an empty box or 0, else null. */
export function validateQuantity(amount: string): string | null {
  const digits = amount.trim();
  if (!/^\d{1,2}$/.test(digits) || Number(digits) < 1) return MESSAGES.quantityAtLeastOne;
  return null;
}
