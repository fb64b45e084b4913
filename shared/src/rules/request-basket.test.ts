import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue/index.js';
import {
  basketAmountErrors,
  requestBasketErrors,
  requestBasketSummary,
  type TBasketLine,
} from './request-basket.js';

const filled = { locationId: '3', deliverDate: '2030-01-02', contactId: '7' };
const bed: TBasketLine = { amount: '1', needsMattressSize: false };
const mattress: TBasketLine = { amount: '2', needsMattressSize: true };

describe('the basket rule of the delivery requests', () => {
  it('names an empty basket by the area’s field and message, before the delivery wish', () => {
    const errors = requestBasketErrors('items', 'Kies iets', [], {
      locationId: '',
      deliverDate: '',
      contactId: '',
    });
    expect(errors.items).toBe('Kies iets');
    expect(errors.locationId).toBe(MESSAGES.selectLocation);
    expect(requestBasketSummary('items', errors).startsWith('Kies iets, ')).toBe(true);
  });

  it('refuses an empty or 0 quantity once, at the basket, and per item by key', () => {
    const lines = [
      { ...bed, amount: '0', key: 'a' },
      { ...mattress, amount: '', key: 'b' },
    ];
    const errors = requestBasketErrors('articles', 'Kies iets', lines, {
      ...filled,
      measurementsBed: '90x200',
    });
    expect(errors).toEqual({ amounts: MESSAGES.quantityAtLeastOne });
    expect(basketAmountErrors(lines, (line) => line.key)).toEqual({
      a: MESSAGES.quantityAtLeastOne,
      b: MESSAGES.quantityAtLeastOne,
    });
  });

  it('asks the mattress size only once a chosen item needs it', () => {
    expect(requestBasketErrors('items', 'x', [bed], filled)).toEqual({});
    expect(requestBasketErrors('items', 'x', [bed, mattress], filled)).toEqual({
      measurementsBed: MESSAGES.selectMattressSize,
    });
  });
});
