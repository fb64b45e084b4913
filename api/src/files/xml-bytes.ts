// XML written straight as UTF-8 bytes into one buffer that is used again for every piece:
// the markup as bytes encoded once, numbers as digits, text escaped while it is encoded.
// Made for the sheet of a 100,000-row .xlsx (xlsx-writer.ts), where building each row as
// a string and encoding it afterwards cost more than the deflating (issue 25: strings of
// every cell, their garbage, then Buffer.from over ~70 MB of XML per file).

/** Markup as bytes, encoded once (ASCII only). */
export function markup(text: string): Uint8Array {
  return Buffer.from(text, 'latin1');
}

/** Characters XML 1.0 forbids even escaped (most controls, U+FFFE, U+FFFF). */
export function isForbiddenInXml(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    code === 0xfffe ||
    code === 0xffff
  );
}

/** White space as JavaScript's \s knows it (what makes Excel need xml:space="preserve"). */
export function isWhiteSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const AMP = markup('&amp;');
const LT = markup('&lt;');
const GT = markup('&gt;');
const QUOT = markup('&quot;');
/** why: an XML reader turns a bare carriage return into a line feed. */
const CR = markup('&#13;');

export class XmlBytes {
  private buffer: Buffer;
  /** Bytes written since the last `clear`. */
  length = 0;

  constructor(capacity = 256 * 1024) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  /** Makes room for `count` more bytes. */
  reserve(count: number): void {
    const needed = this.length + count;
    if (needed <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** The bytes written so far; valid until the next write or `clear`. */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  clear(): void {
    this.length = 0;
  }

  /** Pre-encoded markup (`markup`); room must be reserved. */
  put(bytes: Uint8Array): void {
    // why: a native copy pays off above a few bytes, a loop below (the short tags).
    if (bytes.length > 16) {
      this.buffer.set(bytes, this.length);
      this.length += bytes.length;
      return;
    }
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < bytes.length; i += 1) buffer[at++] = bytes[i] as number;
    this.length = at;
  }

  /** A number as JavaScript writes it (`String(value)`); room for 24 bytes must be reserved. */
  number(value: number): void {
    if (value >= 0 && value < 2 ** 31 && (value | 0) === value) {
      const buffer = this.buffer;
      let digits = 1;
      for (let rest = value; rest >= 10; rest = (rest / 10) | 0) digits += 1;
      let at = this.length + digits;
      this.length = at;
      let rest = value;
      do {
        buffer[--at] = 0x30 + (rest % 10);
        rest = (rest / 10) | 0;
      } while (rest > 0);
      return;
    }
    const text = String(value);
    for (let i = 0; i < text.length; i += 1) this.buffer[this.length++] = text.charCodeAt(i);
  }

  /**
   * `text` from `from` to `to` (exclusive) as UTF-8, with & < > " and carriage returns
   * escaped and the characters XML forbids left out; room for 6 bytes per character must
   * be reserved. A lone surrogate becomes U+FFFD, as Buffer.from writes it.
   */
  escapedText(text: string, from: number, to: number): void {
    const buffer = this.buffer;
    let at = this.length;
    for (let i = from; i < to; i += 1) {
      const code = text.charCodeAt(i);
      if (code < 0x80) {
        if (code > 0x3e || NEEDS_CARE[code] === 0) {
          buffer[at++] = code;
          continue;
        }
        const escape =
          code === 0x26
            ? AMP
            : code === 0x3c
              ? LT
              : code === 0x3e
                ? GT
                : code === 0x22
                  ? QUOT
                  : code === 0x0d
                    ? CR
                    : null;
        if (escape) {
          for (let j = 0; j < escape.length; j += 1) buffer[at++] = escape[j] as number;
        } else if (!isForbiddenInXml(code)) {
          buffer[at++] = code;
        }
      } else if (code < 0x800) {
        buffer[at++] = 0xc0 | (code >> 6);
        buffer[at++] = 0x80 | (code & 0x3f);
      } else if (code >= 0xd800 && code <= 0xdfff) {
        const next = i + 1 < to ? text.charCodeAt(i + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          buffer[at++] = 0xf0 | (point >> 18);
          buffer[at++] = 0x80 | ((point >> 12) & 0x3f);
          buffer[at++] = 0x80 | ((point >> 6) & 0x3f);
          buffer[at++] = 0x80 | (point & 0x3f);
          i += 1;
        } else {
          buffer[at++] = 0xef;
          buffer[at++] = 0xbf;
          buffer[at++] = 0xbd;
        }
      } else if (code !== 0xfffe && code !== 0xffff) {
        buffer[at++] = 0xe0 | (code >> 12);
        buffer[at++] = 0x80 | ((code >> 6) & 0x3f);
        buffer[at++] = 0x80 | (code & 0x3f);
      }
    }
    this.length = at;
  }
}

/** 1 for the ASCII characters up to '>' that are escaped or left out (see escapedText). */
const NEEDS_CARE = Uint8Array.from({ length: 0x3f }, (_, code) =>
  '&<>"\r'.includes(String.fromCharCode(code)) || isForbiddenInXml(code) ? 1 : 0,
);
