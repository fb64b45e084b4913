import { describe, expect, it } from 'vitest';
import {
  depotRequestErrorSummary,
  EMPTY_DEPOT_REQUEST_VALUES,
  serverItemErrors,
  toDepotRequest,
  validateDepotRequest,
  type TDepotItem,
} from './depot-request-rules';

const bed: TDepotItem = {
  kind: 'article',
  id: 11,
  name: 'Hoog-laagbed Opera',
  amount: '2',
  needsMattressSize: false,
};
const mattresses: TDepotItem = {
  kind: 'category',
  id: 4,
  name: 'Matrassen (categorie)',
  amount: '1',
  needsMattressSize: true,
};
const filled = {
  ...EMPTY_DEPOT_REQUEST_VALUES,
  locationId: '3',
  deliverDate: '2030-05-01',
  contactId: '7',
};

describe('the delivery request rules (spec 001 §5)', () => {
  it('names the four missing things, joined with commas in the order of the form', () => {
    const errors = validateDepotRequest([], { ...EMPTY_DEPOT_REQUEST_VALUES, contactId: '' });
    expect(depotRequestErrorSummary(errors)).toBe(
      'Selecteer een artikel of categorie, Selecteer een locatie, ' +
        'Selecteer een gewenste leverdatum, Selecteer een contactpersoon',
    );
  });

  it('refuses an empty quantity or 0, and never changes it', () => {
    const zero = { ...bed, amount: '0' };
    expect(validateDepotRequest([zero], filled).amounts).toBe('Vul een aantal van minimaal 1 in');
    expect(validateDepotRequest([{ ...bed, amount: '' }], filled).amounts).toBe(
      'Vul een aantal van minimaal 1 in',
    );
    expect(zero.amount).toBe('0');
    expect(validateDepotRequest([bed], filled)).toEqual({});
  });

  it('asks the mattress size only when a chosen item needs it', () => {
    expect(validateDepotRequest([bed], filled).measurementsBed).toBeUndefined();
    expect(validateDepotRequest([bed, mattresses], filled).measurementsBed).toBe(
      'Selecteer een matrasmaat',
    );
    expect(validateDepotRequest([mattresses], { ...filled, measurementsBed: '90x200' })).toEqual(
      {},
    );
  });

  it("lets the date field's own message win over 'Selecteer een gewenste leverdatum'", () => {
    expect(
      validateDepotRequest([bed], { ...filled, deliverDate: '' }, 'Kies een datum vanaf vandaag')
        .deliverDate,
    ).toBe('Kies een datum vanaf vandaag');
  });

  it('builds the payload: articles with name and amount, categories with amount, generalUse only when asked', () => {
    expect(
      toDepotRequest([bed, mattresses], {
        ...filled,
        measurementsBed: '90x210',
        urgency: true,
        customerReference: '  Kamer 4 ',
        comments: '',
        contactId: '7',
      }),
    ).toEqual({
      articles: [{ articleId: 11, name: 'Hoog-laagbed Opera', amount: 2 }],
      categories: [{ categoryId: 4, amount: 1 }],
      measurementsBed: '90x210',
      deliverDate: '2030-05-01',
      urgency: true,
      locationId: 3,
      customerReference: 'Kamer 4',
      contactId: 7,
      comments: null,
    });
    expect(
      toDepotRequest([bed], { ...filled, isGeneralUse: true, contactId: '7' }).generalUse,
    ).toBe('Ja');
  });

  it('sends no mattress size when no chosen item needs one', () => {
    expect(
      toDepotRequest([bed], { ...filled, measurementsBed: '90x210', contactId: '7' })
        .measurementsBed,
    ).toBeNull();
  });

  it("places the server's field messages on the items of the payload they name", () => {
    const other: TDepotItem = { ...bed, id: 12, name: 'Tillift' };
    expect(
      serverItemErrors([bed, mattresses, other], {
        'articles.1.amount': 'Niet genoeg op voorraad in het depot (beschikbaar: 1)',
        'categories.0': 'Onbekende categorie',
        locationId: 'Selecteer een locatie',
        'articles.9.amount': 'nergens',
      }),
    ).toEqual({
      'article-12': 'Niet genoeg op voorraad in het depot (beschikbaar: 1)',
      'category-4': 'Onbekende categorie',
    });
    expect(
      serverItemErrors([bed, mattresses], {
        categories: 'Niet genoeg op voorraad in het depot (beschikbaar: 2)',
      }),
    ).toEqual({ 'category-4': 'Niet genoeg op voorraad in het depot (beschikbaar: 2)' });
  });
});
