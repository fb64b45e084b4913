import { describe, expect, it } from 'vitest';
import { customDataForClient, escapeHtml, sanitizeServerHtml, textToHtml } from './request-html.js';

describe('request html', () => {
  it('escapes what users typed, keeping line breaks', () => {
    expect(escapeHtml(`<img src=x onerror=alert(1)> & "'`)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;&#39;',
    );
    expect(textToHtml('Regel 1\r\nRegel 2\nRegel <3>')).toBe(
      'Regel 1<br>Regel 2<br>Regel &lt;3&gt;',
    );
  });

  it('keeps only bare allowed tags in server-formatted HTML', () => {
    expect(sanitizeServerHtml('<B>vet</B><br/><p>tekst</p><ul><li>een</li></ul>')).toBe(
      '<b>vet</b><br><p>tekst</p><ul><li>een</li></ul>',
    );
    expect(
      sanitizeServerHtml('<b onclick="x()">a</b><script>x()</script><a href="javascript:x">'),
    ).toBe(
      '&lt;b onclick=&quot;x()&quot;&gt;a</b>&lt;script&gt;x()&lt;/script&gt;' +
        '&lt;a href=&quot;javascript:x&quot;&gt;',
    );
    expect(sanitizeServerHtml('<img src=x onerror=alert(1)>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('keys the custom data by field key in the stored order', () => {
    const data = customDataForClient([
      { key: 'zeta', title: 'Z', value: 'z' },
      { key: '2', title: 'Twee', value: 'b' },
      { key: 'alpha', title: 'A', value: 'a' },
      { key: 'alpha', title: 'A2', value: 'a2' },
      { key: '__proto__', title: 'P', value: 'p' },
      { key: 'html', title: 'H', value: '<b>x</b>', isHtml: true },
      null,
    ]);
    expect(Object.keys(data)).toEqual(['zeta', 'field_2', 'alpha', 'alpha_2', '__proto__', 'html']);
    expect(data.html).toEqual({ title: 'H', value: '<b>x</b>' });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(customDataForClient('not an array')).toEqual({});
  });
});
