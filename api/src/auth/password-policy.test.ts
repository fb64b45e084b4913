// The password rules of register and reset (api/src/auth/README.md "Password rules"), with the
// strength estimate in a worker thread as in production.
import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { contextWords, passwordRefusal, type TPasswordContext } from './password-policy.js';

const ANNA: TPasswordContext = {
  fullName: 'Anna de Vries',
  email: 'beheerder@delinde.nl',
  username: null,
  organisationName: 'Zorggroep De Linde',
  supplierName: 'Vitalis Zorghulpmiddelen',
};

describe('passwordRefusal', () => {
  it('refuses white space, short, common and breached passwords, Dutch ones too', async () => {
    expect(await passwordRefusal('        ', ANNA)).toBe(MESSAGES.passwordBlank);
    expect(await passwordRefusal('Kort1!', ANNA)).toBe(MESSAGES.passwordTooShort(8));
    for (const common of [
      'password123',
      'Password1',
      '12345678',
      'Wachtwoord1',
      'welkom123',
      'Welkom01!',
      'W3lk0m2026!',
      '2024zomer!',
      'Feyenoord1908',
      'Verpleegkundige1',
    ]) {
      expect(await passwordRefusal(common, ANNA), common).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it("refuses the user's own name, e-mail address, organisation and the supplier's name", async () => {
    for (const personal of [
      'AnnaDeVries!',
      'anna.devries1',
      'beheerder.delinde',
      'DeLinde2026!',
      'Zorggroep-Linde',
      'Vitalis2026!',
      'Zorghulpmiddelen1',
    ]) {
      expect(await passwordRefusal(personal, ANNA), personal).toBe(MESSAGES.passwordPersonal);
    }
    expect(contextWords(ANNA)).toEqual(
      expect.arrayContaining(['anna', 'vries', 'annadevries', 'beheerder', 'delinde', 'vitalis']),
    );
  });

  it('scores the rest and says what is weak and how to make it stronger', async () => {
    expect(await passwordRefusal("hjkl;'nm,.", ANNA)).toBe(MESSAGES.passwordWeak('keyboard'));
    expect(await passwordRefusal('abcdefghijk', ANNA)).toBe(MESSAGES.passwordWeak('sequence'));
    expect(await passwordRefusal('02-03-1985', ANNA)).toBe(MESSAGES.passwordWeak('dates'));
    expect(await passwordRefusal('Janssen12345', ANNA)).toBe(MESSAGES.passwordWeak('names'));
    expect(await passwordRefusal('aB3$aB3$aB3$aB3$', ANNA)).toBe(MESSAGES.passwordWeak('repeat'));
    expect(await passwordRefusal('x'.repeat(1_000), ANNA)).toBe(MESSAGES.passwordWeak('repeat'));
    expect(MESSAGES.passwordWeak('repeat')).toContain('Maak het sterker');
  });

  it('accepts passwords that are long or odd enough, the demo password among them', async () => {
    for (const strong of [
      DEMO_PASSWORD,
      'paraplu fiets wolk tandpasta',
      'Nieuw-Wachtwoord-42',
      'Eerste-Wachtwoord-1',
      'Zomer2026€!Lantaarn',
      'k7#Qz!pW9r',
    ]) {
      expect(await passwordRefusal(strong, ANNA), strong).toBeNull();
    }
  });
});
