// XML encoded straight to bytes: the same bytes as escaping the string and Buffer.from.
import { describe, expect, it } from 'vitest';
import { XmlBytes } from './xml-bytes.js';

/** What the sheet's text was before (a string escaped, then encoded): the reference. */
function escapedThenEncoded(text: string): Buffer {
  return Buffer.from(
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\r/g, '&#13;'),
  );
}

function encoded(write: (xml: XmlBytes) => void): Buffer {
  // why: a small start, so that growing is tested too.
  const xml = new XmlBytes(4);
  write(xml);
  return Buffer.from(xml.view());
}

describe('XmlBytes', () => {
  it('escapes and encodes text as escaping the string and Buffer.from do', () => {
    const texts = [
      'Hoog-laagbed Vitalis Comfort 90x200',
      'a & b < c > "d" \r e \n f \t g',
      'Cliënt – Zoë, € 12,50',
      '😀 and a lone \ud800 surrogate, \udc00 and \ud83d',
      'bell\u0007, form feed\u000c, \ufffe\uffff end',
      "'quoted' ?>=@+",
      '',
      'x'.repeat(5_000),
    ];
    for (const text of texts) {
      expect(
        encoded((xml) => {
          xml.reserve(6 * text.length);
          xml.escapedText(text, 0, text.length);
        }),
      ).toEqual(escapedThenEncoded(text));
    }
  });

  it('writes numbers as String(number) does', () => {
    const numbers = [0, -0, 7, 10, 46_322, 2 ** 31 - 1, 2 ** 31, -3, 0.1 + 0.2, 1e21, -12.25, 5e-7];
    for (const number of numbers) {
      expect(
        encoded((xml) => {
          xml.reserve(24);
          xml.number(number);
        }).toString(),
      ).toBe(String(number));
    }
  });
});
