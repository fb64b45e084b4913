import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue/index.js';
import {
  deliveryWishErrors,
  deliveryWishMessages,
  EMPTY_DELIVERY_WISH,
  toDeliveryWish,
} from './delivery-wish.js';

const FILLED = {
  ...EMPTY_DELIVERY_WISH,
  deliverDate: '2026-12-01',
  locationId: '7',
  contactId: '3',
};

describe('deliveryWishErrors', () => {
  it('names each missing field with the spec message, the mattress size only when asked', () => {
    const empty = { ...EMPTY_DELIVERY_WISH, contactId: '' };
    expect(deliveryWishErrors(empty, { isMattressAsked: false })).toEqual({
      locationId: MESSAGES.selectLocation,
      deliverDate: MESSAGES.selectDeliveryDate,
      contactId: MESSAGES.selectContact,
    });
    expect(deliveryWishErrors(FILLED, { isMattressAsked: true })).toEqual({
      measurementsBed: MESSAGES.selectMattressSize,
    });
    expect(deliveryWishErrors(FILLED, { isMattressAsked: false })).toEqual({});
  });

  it("lets the date field's own rule win, also over a date it still holds", () => {
    const rule = 'De datum mag niet in het verleden liggen';
    const noDate = { ...FILLED, deliverDate: '' };
    expect(deliveryWishErrors(noDate, { isMattressAsked: false, deliverDateError: rule })).toEqual({
      deliverDate: rule,
    });
    expect(deliveryWishErrors(FILLED, { isMattressAsked: false, deliverDateError: rule })).toEqual({
      deliverDate: rule,
    });
  });

  it('orders the messages as the spec table does', () => {
    const errors = deliveryWishErrors(
      { ...EMPTY_DELIVERY_WISH, contactId: '' },
      { isMattressAsked: true },
    );
    expect(deliveryWishMessages(errors)).toEqual([
      MESSAGES.selectMattressSize,
      MESSAGES.selectLocation,
      MESSAGES.selectDeliveryDate,
      MESSAGES.selectContact,
    ]);
  });
});

describe('toDeliveryWish', () => {
  it('sends numbers, trims texts to null and keeps the mattress size only where asked', () => {
    const values = {
      ...FILLED,
      measurementsBed: '90x200' as const,
      urgency: true,
      customerReference: '  REF-1 ',
      comments: '   ',
    };
    expect(toDeliveryWish(values, true)).toEqual({
      measurementsBed: '90x200',
      deliverDate: '2026-12-01',
      urgency: true,
      locationId: 7,
      customerReference: 'REF-1',
      contactId: 3,
      comments: null,
    });
    expect(toDeliveryWish(values, false).measurementsBed).toBeNull();
  });
});
