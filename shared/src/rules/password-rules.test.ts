import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue/messages.js';
import { basicPasswordRefusal, passwordLength } from './password-rules.js';

describe('basicPasswordRefusal', () => {
  it('refuses white space only and fewer than 8 characters, with how to do better', () => {
    expect(basicPasswordRefusal('        ')).toBe(MESSAGES.passwordBlank);
    expect(basicPasswordRefusal('\t \u00a0 \n   ')).toBe(MESSAGES.passwordBlank);
    expect(basicPasswordRefusal('kort12!')).toBe(MESSAGES.passwordTooShort(8));
    expect(MESSAGES.passwordBlank).toContain('Maak het sterker');
    expect(basicPasswordRefusal('lantaarn')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(basicPasswordRefusal('😀😀😀😀')).toBe(MESSAGES.passwordTooShort(8));
  });
});
