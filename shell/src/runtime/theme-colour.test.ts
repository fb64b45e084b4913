import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyThemeColour } from './theme-colour';

// why: jsdom has no CSS.supports; the browser's answer is stood in for by a colour check.
beforeEach(() => {
  vi.stubGlobal('CSS', {
    supports: (_property: string, value: string) => /^#[0-9a-f]{6}$/i.test(value),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="theme-color"]')?.remove();
});

describe('applyThemeColour', () => {
  it("sets the theme colour to the brand's primary colour, adding the meta when missing", () => {
    applyThemeColour({ primaryColor: '#0b6e69' });
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#0b6e69',
    );
    applyThemeColour({ primaryColor: '#123456' });
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#123456',
    );
  });

  it('leaves it alone without a valid colour', () => {
    applyThemeColour({ primaryColor: 'geen kleur' });
    expect(document.head.querySelector('meta[name="theme-color"]')).toBeNull();
  });
});
