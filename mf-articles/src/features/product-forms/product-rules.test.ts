import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { isMoney, isSerial, purchaseValueRule, serialRule } from './product-rules';

describe('product form rules', () => {
  it('takes a serial of capitals, digits, hyphen and period', () => {
    expect(isSerial('AB-12.C')).toBe(true);
    expect(isSerial('')).toBe(false);
    expect(isSerial('ab')).toBe(false);
  });

  it('takes a purchase value with comma or period as decimal separator', () => {
    expect(isMoney('1250')).toBe(true);
    expect(isMoney('1250,50')).toBe(true);
    expect(isMoney('1250.5')).toBe(true);
    expect(isMoney('1.250,00')).toBe(false);
    expect(isMoney('12a')).toBe(false);
    expect(isMoney('1,234')).toBe(false);
  });

  it('asks for a serial first, then for one of the right form', () => {
    expect(serialRule('')).toBe(MESSAGES.required);
    expect(serialRule('ab')).toBe(TEXTS.messages.serialPattern);
    expect(serialRule('AB-1')).toBeNull();
  });

  it('judges a purchase value only for a user who may edit it', () => {
    expect(purchaseValueRule(true, '12a')).toBe(TEXTS.messages.purchaseValueNumeric);
    expect(purchaseValueRule(true, ' ')).toBeNull();
    expect(purchaseValueRule(false, '12a')).toBeNull();
  });
});
