import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuro, moneyCents, parseEuroCents, toMoneyInput } from './money.js';

describe('euro amounts in Dutch notation (LOOK-AND-WORDS, the spec priceDisplay)', () => {
  it('writes cents as the spec priceDisplay does', () => {
    expect(formatEuro(128500)).toBe('€ 1.285,00');
    expect(formatEuro(450)).toBe('€ 4,50');
    expect(formatEuro(-123450)).toBe('€ -1.234,50');
    expect(formatEuro(123456789)).toBe('€ 1.234.567,89');
  });
  it('shows a stored amount in that notation, and nothing for none', () => {
    expect(formatAmount('1285.00')).toBe('€ 1.285,00');
    expect(formatAmount('1285')).toBe('€ 1.285,00');
    expect(formatAmount('99.5')).toBe('€ 99,50');
    expect(formatAmount(12.3)).toBe('€ 12,30');
    expect(formatAmount(null)).toBeNull();
    expect(formatAmount('')).toBeNull();
    // already a display text: left as the server wrote it
    expect(formatAmount('€ 4,50 per dag')).toBe('€ 4,50 per dag');
  });
  it('reads decimals with a comma or a period', () => {
    expect(moneyCents('1250,5')).toBe(125050);
    expect(moneyCents('1250.50')).toBe(125050);
    expect(moneyCents(' 7 ')).toBe(700);
    expect(moneyCents('1.250,50')).toBeNaN();
    expect(moneyCents(undefined)).toBeNull();
  });
  it('gives a form field the Dutch decimal comma', () => {
    expect(toMoneyInput('1285.00')).toBe('1285,00');
    expect(toMoneyInput('3')).toBe('3,00');
    expect(toMoneyInput(null)).toBe('');
  });
  it('reads the cents back from a price display', () => {
    expect(parseEuroCents('€ 1.234,50 per maand')).toBe(123450);
    expect(parseEuroCents('op aanvraag')).toBeNull();
  });
});
