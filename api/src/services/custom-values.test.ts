import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { checkCustomValues } from './custom-values.js';

const FIELDS = [
  {
    id: 1,
    label: 'Maximale belasting',
    type: 'number' as const,
    properties: { required: true, max: 500 },
  },
  {
    id: 2,
    label: 'Tiljuk',
    type: 'select' as const,
    properties: { options: [{ label: '2-punts', value: '2P' }] },
  },
  { id: 3, label: 'Laatste accuwissel', type: 'date' as const, properties: {} },
  { id: 4, label: 'Zijhekken', type: 'checkbox' as const, properties: {} },
  { id: 5, label: 'Kleur', type: 'text' as const, properties: { max: 5 } },
];

describe('template values', () => {
  it('keeps valid values of every type', () => {
    expect(
      checkCustomValues(FIELDS, {
        '1': '150',
        '2': '2P',
        '3': '2025-02-28',
        '4': '1',
        '5': 'Rood',
      }),
    ).toEqual({
      values: { '1': '150', '2': '2P', '3': '2025-02-28', '4': '1', '5': 'Rood' },
      fields: {},
    });
  });

  it('names each bad value, a missing required one and an unknown field', () => {
    expect(
      checkCustomValues(FIELDS, {
        '2': '3P',
        '3': '2025-02-30',
        '4': 'ja',
        '5': 'Paars!',
        '9': 'x',
      }).fields,
    ).toEqual({
      'customFields.1': MESSAGES.required,
      'customFields.2': MESSAGES.invalidValue,
      'customFields.3': MESSAGES.invalidValue,
      'customFields.4': MESSAGES.invalidValue,
      'customFields.5': MESSAGES.invalidValue,
      'customFields.9': MESSAGES.invalidValue,
    });
  });

  it('refuses a number that is not one or above its maximum', () => {
    expect(checkCustomValues(FIELDS, { '1': 'veel' }).fields['customFields.1']).toBe(
      MESSAGES.numeric,
    );
    expect(checkCustomValues(FIELDS, { '1': '501' }).fields['customFields.1']).toBe(
      MESSAGES.invalidValue,
    );
  });
});
