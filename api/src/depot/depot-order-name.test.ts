import { describe, expect, it } from 'vitest';
import { depotOrderName } from './depot-order-name.js';

describe('depot order name', () => {
  it('names one article with its place', () => {
    expect(depotOrderName('TRANSPORT-IN', ['Rolstoel Vermeiren 708D'], 'Het Anker')).toBe(
      'In depot (ophalen) – Rolstoel Vermeiren 708D – Het Anker',
    );
  });
  it('counts several articles and leaves an unknown place out', () => {
    expect(depotOrderName('TRANSPORT-OUT', ['Bed', 'Matras'], null)).toBe(
      'Leveren uit depot – 2 artikelen',
    );
  });
});
