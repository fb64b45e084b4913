import { describe, expect, it } from 'vitest';
import { isEmptyValue, joinMessages, validateField, validateForm } from './validation.js';

describe('validateField (spec 000 §5)', () => {
  it("required: 'Verplicht veld' for empty strings, empty arrays, null, only when checking", () => {
    for (const empty of ['', '   ', [], null, undefined]) {
      expect(validateField(empty, ['required'])).toBe('Verplicht veld');
      expect(validateField(empty, ['required'], {}, { isChecking: false })).toBeNull();
    }
    expect(validateField('x', ['required'])).toBeNull();
    expect(validateField(0, ['required'])).toBeNull();
    expect(validateField(['a'], ['required'])).toBeNull();
    expect(isEmptyValue(false)).toBe(false);
  });

  it("numeric: 'Ongeldige numerieke waarde' when not a number, comma or period decimal", () => {
    expect(validateField('12a', ['numeric'])).toBe('Ongeldige numerieke waarde');
    expect(validateField('abc', ['numeric'], {}, { isChecking: false })).toBe(
      'Ongeldige numerieke waarde',
    );
    expect(validateField('12,50', ['numeric'])).toBeNull();
    expect(validateField('12.50', ['numeric'])).toBeNull();
    expect(validateField(3, ['numeric'])).toBeNull();
    expect(validateField('', ['numeric'])).toBeNull();
  });

  it("email: 'Ongeldig e-mail adres' by a simple pattern, only when checking", () => {
    expect(validateField('anna@', ['email'])).toBe('Ongeldig e-mail adres');
    expect(validateField('anna@zorg', ['email'])).toBe('Ongeldig e-mail adres');
    expect(validateField('anna@zorg.nl', ['email'])).toBeNull();
    expect(validateField('anna@', ['email'], {}, { isChecking: false })).toBeNull();
  });

  it('unknown rule: no message; custom rule without message: the fallback', () => {
    expect(validateField('', ['mystery'])).toBeNull();
    expect(validateField('x', [{ test: () => false }])).toBe('Ongeldige invoer');
    expect(validateField('x', [{ test: () => false, message: 'Eigen tekst' }])).toBe('Eigen tekst');
  });

  it('gives the first failing rule', () => {
    expect(validateField('', ['required', 'email'])).toBe('Verplicht veld');
  });
});

describe('validateForm', () => {
  it('is error if any field fails, with a message per field', () => {
    expect(
      validateForm(
        { emailaddress: '', password: 'x', amount: 'twee' },
        { emailaddress: ['required'], password: ['required'], amount: ['numeric'] },
      ),
    ).toEqual({
      status: 'error',
      fields: { emailaddress: 'Verplicht veld', amount: 'Ongeldige numerieke waarde' },
    });
  });

  it('is success when every field passes', () => {
    expect(validateForm({ a: 'x' }, { a: ['required'] })).toEqual({
      status: 'success',
      fields: {},
    });
  });

  it('passes all values to custom rules (password confirmation)', () => {
    const rules = {
      confirm: [
        'required',
        {
          test: (value: unknown, values: Readonly<Record<string, unknown>>) =>
            value === values.password,
          message: 'De wachtwoord velden zijn niet identiek',
        },
      ],
    } as const;
    expect(validateForm({ password: 'a', confirm: 'b' }, rules).fields.confirm).toBe(
      'De wachtwoord velden zijn niet identiek',
    );
  });
});

describe('joinMessages (spec 001 §5)', () => {
  it('joins with commas, skipping empty ones and repeats', () => {
    expect(
      joinMessages([
        'Selecteer een artikel',
        null,
        'Selecteer een locatie',
        '',
        'Selecteer een locatie',
        'Selecteer een contactpersoon',
      ]),
    ).toBe('Selecteer een artikel, Selecteer een locatie, Selecteer een contactpersoon');
    expect(joinMessages([])).toBe('');
  });
});
