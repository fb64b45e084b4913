import { describe, expect, it } from 'vitest';
import { sanitizeQuantity, validateQuantity } from './quantity.js';

describe('quantity rule (spec 000 §9: at most 2 characters, default 1)', () => {
  it('keeps digits only, at most two', () => {
    expect(sanitizeQuantity('1a2b3')).toBe('12');
    expect(sanitizeQuantity(' 7 ')).toBe('7');
  });

  it('refuses an empty box and 0 with a message instead of changing them', () => {
    expect(validateQuantity('')).toBe('Vul een aantal van minimaal 1 in');
    expect(validateQuantity('0')).toBe('Vul een aantal van minimaal 1 in');
    expect(validateQuantity('00')).toBe('Vul een aantal van minimaal 1 in');
    expect(validateQuantity('123')).toBe('Vul een aantal van minimaal 1 in');
    expect(validateQuantity('1')).toBeNull();
    expect(validateQuantity('99')).toBeNull();
  });
});
