import { describe, expect, it } from 'vitest';
import {
  JsonLimitError,
  JsonStreamReader,
  JsonSyntaxError,
  type TJsonPath,
  type TStringSink,
} from './json-stream-reader.js';

const LIMITS = { maxDepth: 20, maxTokenBytes: 100_000, maxKeptBytes: 1_000_000 };

/** Reads `text` split into pieces of `size` bytes. */
function read(
  text: string,
  size: number,
  streamString: (path: TJsonPath) => TStringSink | null = () => null,
) {
  const reader = new JsonStreamReader({ ...LIMITS, streamString });
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
  return reader.end();
}

function randomValue(depth: number, random: () => number): unknown {
  const pick = Math.floor(random() * (depth > 3 ? 5 : 7));
  const strings = [
    '',
    'a',
    'é€😀',
    'quote " and \\ back',
    'line\nbreak\ttab',
    '\u0001',
    '__proto__',
  ];
  switch (pick) {
    case 0:
      return Math.floor(random() * 1e6) - 5e5;
    case 1:
      return random() * 1e3;
    case 2:
      return strings[Math.floor(random() * strings.length)];
    case 3:
      return [true, false, null][Math.floor(random() * 3)];
    case 4:
      return -0.5e-7;
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1, random));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, i) => [
          strings[(i + Math.floor(random() * 7)) % strings.length] ?? 'k',
          randomValue(depth + 1, random),
        ]),
      );
  }
}

describe('JsonStreamReader', () => {
  it('reads what JSON.parse reads, however the body is split', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 300; round += 1) {
      const text = JSON.stringify(randomValue(0, random), null, round % 2 === 0 ? 2 : 0);
      for (const size of [1, 2, 3, 7, 64]) {
        expect(read(text, size)).toEqual(JSON.parse(text));
      }
    }
  });

  it('keeps __proto__ as an own key, as JSON.parse does', () => {
    const value = read('{"__proto__":{"polluted":1}}', 3) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses what JSON.parse refuses', () => {
    const bad = [
      '',
      '{',
      '{"a":1,}',
      '[1,]',
      '{"a" 1}',
      '01x',
      'tru',
      '"a',
      '{"a":1}}',
      '[1 2]',
      '"\u0001"',
      'NaN',
      '{"a":"\\x"}',
    ];
    for (const text of bad) {
      expect(() => read(text, 2), text).toThrow(JsonSyntaxError);
    }
  });

  it('hands a chosen string over in pieces, escapes decoded, and places what the sink answers', () => {
    const pieces: string[] = [];
    const value = read(
      '{"files":[{"name":"a","file":"data:image/png;base64,AAAA\\/\\u0041BB"}]}',
      5,
      (path) =>
        path.join('.') === 'files.0.file'
          ? { write: (piece) => pieces.push(piece), end: () => ({ staged: true }) }
          : null,
    );
    expect(pieces.join('')).toBe('data:image/png;base64,AAAA/ABB');
    expect(pieces.length).toBeGreaterThan(1);
    expect(value).toEqual({ files: [{ name: 'a', file: { staged: true } }] });
  });

  it('stops at the limits: depth, one long kept string, all kept bytes', () => {
    expect(() => read('['.repeat(21) + ']'.repeat(21), 10)).toThrow(JsonLimitError);
    const reader = new JsonStreamReader({ ...LIMITS, maxTokenBytes: 10, streamString: () => null });
    expect(() => reader.push(Buffer.from('{"description":"' + 'x'.repeat(11)))).toThrow(
      JsonLimitError,
    );
    const total = new JsonStreamReader({ ...LIMITS, maxKeptBytes: 50, streamString: () => null });
    expect(() => total.push(Buffer.from(JSON.stringify(Array(30).fill(12))))).toThrow(
      JsonLimitError,
    );
  });
});
