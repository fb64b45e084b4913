import { describe, expect, it } from 'vitest';
import { isMoney, isSerial } from './product-rules';

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
});
