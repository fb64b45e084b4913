import { describe, expect, it } from 'vitest';
import {
  EMPTY_REQUEST_VALUES,
  needsMattressSize,
  requestErrorSummary,
  amountErrors,
  toRentalRequest,
  validateRentalRequest,
  type TBasketItem,
} from './request-rules';

const bed: TBasketItem = {
  categoryId: 3,
  name: 'Hoog-laagbed',
  amount: '1',
  key: 'category-3',
  priceDisplay: '€ 2,50 per dag',
  hasMeasurementsBed: false,
};
const mattress: TBasketItem = {
  ...bed,
  categoryId: 5,
  name: 'Matras',
  key: 'category-5',
  hasMeasurementsBed: true,
};

describe('rental request rules (spec 001 §5)', () => {
  it('gives each message and joins them with commas', () => {
    const errors = validateRentalRequest([], { locationId: '', deliverDate: '', contactId: '' });
    expect(errors).toEqual({
      articles: 'Selecteer een artikel',
      locationId: 'Selecteer een locatie',
      deliverDate: 'Selecteer een gewenste leverdatum',
      contactId: 'Selecteer een contactpersoon',
    });
    expect(requestErrorSummary(errors)).toBe(
      'Selecteer een artikel, Selecteer een locatie, Selecteer een gewenste leverdatum, Selecteer een contactpersoon',
    );
  });

  it('passes a complete form', () => {
    const errors = validateRentalRequest([bed], {
      locationId: '4',
      deliverDate: '2026-12-01',
      contactId: '9',
    });
    expect(errors).toEqual({});
    expect(requestErrorSummary(errors)).toBe('');
  });

  it('refuses an amount of 0 or an empty box with a message instead of making it 1', () => {
    const filled = { locationId: '4', deliverDate: '2026-12-01', contactId: '9' };
    expect(
      amountErrors([
        { ...bed, amount: '0' },
        { ...mattress, amount: '' },
      ]),
    ).toEqual({
      'category-3': 'Vul een aantal van minimaal 1 in',
      'category-5': 'Vul een aantal van minimaal 1 in',
    });
    expect(amountErrors([{ ...bed, amount: '07' }])).toEqual({});
    expect(validateRentalRequest([{ ...bed, amount: '0' }], filled)).toEqual({
      amounts: 'Vul een aantal van minimaal 1 in',
    });
  });

  it("shows the date field's own message, such as a day before today", () => {
    const filled = { locationId: '4', deliverDate: '', contactId: '9' };
    expect(validateRentalRequest([bed], filled, 'Kies een datum vanaf vandaag')).toEqual({
      deliverDate: 'Kies een datum vanaf vandaag',
    });
  });

  it('asks the mattress size only when a chosen category has hasMeasurementsBed', () => {
    expect(needsMattressSize([bed])).toBe(false);
    expect(needsMattressSize([bed, mattress])).toBe(true);
    const filled = { locationId: '4', deliverDate: '2026-12-01', contactId: '9' };
    expect(validateRentalRequest([bed], filled)).toEqual({});
    expect(validateRentalRequest([mattress], filled)).toEqual({
      measurementsBed: 'Selecteer een matrasmaat',
    });
    expect(validateRentalRequest([mattress], { ...filled, measurementsBed: '90x210' })).toEqual({});
  });

  it('builds the payload: no mattress size without need, no client data with general use', () => {
    const values = {
      ...EMPTY_REQUEST_VALUES,
      measurementsBed: '90x200' as const,
      deliverDate: '2026-12-01',
      locationId: '4',
      departmentId: '',
      room: ' 12 ',
      generalUse: true,
      clientName: 'Mevr. Jansen',
      birthDate: '1940-01-02',
      contactId: '9',
      comments: '   ',
    };
    const request = toRentalRequest([{ ...bed, amount: '07' }], values);
    expect(request).toEqual({
      articles: [
        {
          categoryId: 3,
          name: 'Hoog-laagbed',
          amount: 7,
          key: 'category-3',
          priceDisplay: '€ 2,50 per dag',
        },
      ],
      measurementsBed: null,
      deliverDate: '2026-12-01',
      urgency: false,
      locationId: 4,
      departmentId: null,
      room: '12',
      generalUse: true,
      clientName: null,
      birthDate: null,
      customerReference: null,
      contactId: 9,
      comments: null,
    });
    const withClient = toRentalRequest([mattress], { ...values, generalUse: false });
    expect(withClient.measurementsBed).toBe('90x200');
    expect(withClient.clientName).toBe('Mevr. Jansen');
    expect(withClient.birthDate).toBe('1940-01-02');
  });
});
