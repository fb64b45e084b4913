// An incremental JSON reader for bodies too large to parse at once (repair uploads of up
// to ten files of 10,000,000 characters): it takes the body in chunks as they arrive and
// builds the value like JSON.parse, except that a string at a path the caller chooses is
// handed over in pieces instead of kept, so a large file never sits in memory as one
// string and never blocks the event loop for longer than one chunk takes.
// Ours, not stream-json or @streamparser/json (bench/json-upload.bench.mjs, bench/README.md):
// on a 10 MB repair upload the whole body costs 75 ms of CPU here, 163 ms with stream-json
// (the one that, with our limits around it, refuses what this refuses as early) and 188
// ms with @streamparser/json, which reads a string, key or number whole before it can
// refuse it; stream-json 3.x needs Node 22.

export type TJsonPath = readonly (string | number)[];

/** Receives one streamed string in pieces; `end` answers the value placed in its stead. */
export type TStringSink = { write(piece: string): void; end(): unknown };

export type TJsonReaderOptions = {
  /** A sink for the string at `path`, or null to keep that string whole. */
  streamString(path: TJsonPath): TStringSink | null;
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Longest kept (not streamed) string or number, in bytes as sent. */
  maxTokenBytes: number;
  /** All kept bytes together (everything but the streamed strings). */
  maxKeptBytes: number;
};

/** The body is not JSON. */
export class JsonSyntaxError extends Error {}

/** The body is JSON but breaks a limit; `path` names the value that does. */
export class JsonLimitError extends Error {
  constructor(readonly path: TJsonPath) {
    super(`JSON limit exceeded at ${path.join('.')}`);
  }
}

type TFrame =
  | {
      kind: 'object';
      value: Record<string, unknown>;
      key: string | null;
      expect: 'keyOrEnd' | 'key' | 'colon' | 'value' | 'commaOrEnd';
    }
  | { kind: 'array'; value: unknown[]; expect: 'valueOrEnd' | 'value' | 'commaOrEnd' };

type TStringToken = {
  isKey: boolean;
  sink: TStringSink | null;
  raw: Buffer[];
  rawLength: number;
  /** Inside an escape: '' right after the backslash, else the \u digits so far. */
  escape: string | null;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function isScalarByte(byte: number): boolean {
  // digits, letters, '+', '-', '.'
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    byte === 0x2b ||
    byte === 0x2d ||
    byte === 0x2e
  );
}

export class JsonStreamReader {
  private readonly frames: TFrame[] = [];
  private root: unknown = undefined;
  private isRootDone = false;
  private string: TStringToken | null = null;
  private scalar: number[] | null = null;
  private keptBytes = 0;

  constructor(private readonly options: TJsonReaderOptions) {}

  /** Reads the next piece of the body; throws JsonSyntaxError, JsonLimitError or a sink's error. */
  push(chunk: Buffer): void {
    let index = 0;
    while (index < chunk.length) {
      if (this.string) {
        index = this.continueString(chunk, index);
        continue;
      }
      const byte = chunk[index] as number;
      if (this.scalar) {
        if (isScalarByte(byte)) {
          this.scalar.push(byte);
          if (this.scalar.length > this.options.maxTokenBytes) {
            throw new JsonLimitError(this.path());
          }
          index += 1;
          continue;
        }
        this.finishScalar();
      }
      if (!isWhitespace(byte)) this.structural(byte);
      index += 1;
    }
  }

  /** Ends the body and answers its value. */
  end(): unknown {
    if (this.scalar) this.finishScalar();
    if (this.string || this.frames.length > 0 || !this.isRootDone) {
      throw new JsonSyntaxError('unexpected end of JSON');
    }
    return this.root;
  }

  /** Where the next value goes: the keys and indexes from the root. */
  private path(): (string | number)[] {
    return this.frames.map((frame) =>
      frame.kind === 'object' ? (frame.key ?? '') : frame.value.length,
    );
  }

  private top(): TFrame | undefined {
    return this.frames[this.frames.length - 1];
  }

  private expectsValue(): boolean {
    const top = this.top();
    if (!top) return !this.isRootDone;
    return top.kind === 'object'
      ? top.expect === 'value'
      : top.expect === 'value' || top.expect === 'valueOrEnd';
  }

  private structural(byte: number): void {
    const top = this.top();
    if (this.expectsValue()) {
      if (byte === 0x7b /* { */)
        return this.open({ kind: 'object', value: {}, key: null, expect: 'keyOrEnd' });
      if (byte === 0x5b /* [ */)
        return this.open({ kind: 'array', value: [], expect: 'valueOrEnd' });
      if (byte === QUOTE) return this.beginString(false);
      if (isScalarByte(byte) && byte !== 0x2b && byte !== 0x2e) {
        this.scalar = [byte];
        return;
      }
      if (byte === 0x5d /* ] */ && top?.kind === 'array' && top.expect === 'valueOrEnd') {
        return this.close();
      }
      throw new JsonSyntaxError('unexpected character where a value belongs');
    }
    if (!top) throw new JsonSyntaxError('unexpected character after the value');
    if (top.kind === 'object') {
      if ((top.expect === 'keyOrEnd' || top.expect === 'key') && byte === QUOTE) {
        return this.beginString(true);
      }
      if (top.expect === 'keyOrEnd' && byte === 0x7d /* } */) return this.close();
      if (top.expect === 'colon' && byte === 0x3a /* : */) {
        top.expect = 'value';
        return;
      }
      if (top.expect === 'commaOrEnd' && byte === 0x2c /* , */) {
        top.expect = 'key';
        return;
      }
      if (top.expect === 'commaOrEnd' && byte === 0x7d) return this.close();
      throw new JsonSyntaxError('unexpected character in an object');
    }
    if (top.expect === 'commaOrEnd' && byte === 0x2c) {
      top.expect = 'value';
      return;
    }
    if (top.expect === 'commaOrEnd' && byte === 0x5d) return this.close();
    throw new JsonSyntaxError('unexpected character in an array');
  }

  private open(frame: TFrame): void {
    if (this.frames.length >= this.options.maxDepth) throw new JsonLimitError(this.path());
    this.keptBytes += 1;
    this.frames.push(frame);
  }

  private close(): void {
    const frame = this.frames.pop();
    if (frame) this.complete(frame.value);
  }

  /** Places a finished value in its parent (or as the root). */
  private complete(value: unknown): void {
    const top = this.top();
    if (!top) {
      this.root = value;
      this.isRootDone = true;
      return;
    }
    if (top.kind === 'object') {
      // why: a key '__proto__' must become an own property, as JSON.parse makes it.
      Object.defineProperty(top.value, top.key ?? '', {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      top.key = null;
    } else {
      top.value.push(value);
    }
    top.expect = 'commaOrEnd';
  }

  private beginString(isKey: boolean): void {
    const sink = isKey ? null : this.options.streamString(this.path());
    this.string = { isKey, sink, raw: [], rawLength: 0, escape: null };
  }

  /** Reads string content from `index`; answers where reading goes on. */
  private continueString(chunk: Buffer, index: number): number {
    const token = this.string as TStringToken;
    if (token.sink) return this.continueStreamed(token, token.sink, chunk, index);
    let position = index;
    // why: only the closing quote matters here; escapes are decoded by JSON.parse at the end.
    while (position < chunk.length) {
      const byte = chunk[position] as number;
      if (token.escape !== null) {
        token.escape = null;
        position += 1;
      } else if (byte === BACKSLASH) {
        token.escape = '';
        position += 1;
      } else if (byte === QUOTE) {
        this.keep(token, chunk.subarray(index, position));
        this.finishKeptString(token);
        return position + 1;
      } else {
        const quote = chunk.indexOf(QUOTE, position);
        const backslash = chunk.indexOf(BACKSLASH, position);
        const next = Math.min(
          quote === -1 ? chunk.length : quote,
          backslash === -1 ? chunk.length : backslash,
        );
        position = Math.max(next, position + 1);
      }
    }
    this.keep(token, chunk.subarray(index));
    return chunk.length;
  }

  private keep(token: TStringToken, piece: Buffer): void {
    token.rawLength += piece.length;
    this.keptBytes += piece.length;
    if (
      token.rawLength > this.options.maxTokenBytes ||
      this.keptBytes > this.options.maxKeptBytes
    ) {
      throw new JsonLimitError(this.path());
    }
    token.raw.push(Buffer.from(piece));
  }

  private finishKeptString(token: TStringToken): void {
    this.string = null;
    let text: string;
    try {
      text = JSON.parse(`"${Buffer.concat(token.raw).toString('utf8')}"`) as string;
    } catch {
      throw new JsonSyntaxError('malformed string');
    }
    const top = this.top();
    if (token.isKey && top?.kind === 'object') {
      top.key = text;
      top.expect = 'colon';
      return;
    }
    this.complete(text);
  }

  /** A streamed string: plain runs go to the sink as they are, escapes decoded. */
  private continueStreamed(
    token: TStringToken,
    sink: TStringSink,
    chunk: Buffer,
    index: number,
  ): number {
    let position = index;
    while (position < chunk.length) {
      if (token.escape !== null) {
        const char = String.fromCharCode(chunk[position] as number);
        position += 1;
        if (token.escape === '') {
          if (char === 'u') {
            token.escape = 'u';
            continue;
          }
          const simple = SIMPLE_ESCAPES[char];
          if (simple === undefined) throw new JsonSyntaxError('unknown escape');
          sink.write(simple);
          token.escape = null;
          continue;
        }
        token.escape += char;
        if (token.escape.length === 5) {
          const hex = token.escape.slice(1);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new JsonSyntaxError('bad \\u escape');
          sink.write(String.fromCharCode(parseInt(hex, 16)));
          token.escape = null;
        }
        continue;
      }
      const quote = chunk.indexOf(QUOTE, position);
      const backslash = chunk.indexOf(BACKSLASH, position);
      const stop = Math.min(
        quote === -1 ? chunk.length : quote,
        backslash === -1 ? chunk.length : backslash,
      );
      // why: latin1 maps each byte to one character; anything outside ASCII is refused by
      // the sink (a data URL is ASCII), so no multi-byte character is split here.
      if (stop > position) sink.write(chunk.toString('latin1', position, stop));
      if (stop === chunk.length) return chunk.length;
      if (chunk[stop] === QUOTE) {
        this.string = null;
        this.complete(sink.end());
        return stop + 1;
      }
      token.escape = '';
      position = stop + 1;
    }
    return position;
  }

  private finishScalar(): void {
    const text = Buffer.from(this.scalar ?? []).toString('latin1');
    this.scalar = null;
    this.keptBytes += text.length;
    if (this.keptBytes > this.options.maxKeptBytes) throw new JsonLimitError(this.path());
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new JsonSyntaxError('malformed number or literal');
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new JsonSyntaxError('number out of range');
    }
    if (typeof value === 'string' || (typeof value === 'object' && value !== null)) {
      throw new JsonSyntaxError('malformed scalar');
    }
    this.complete(value);
  }
}
