// What the repair call would have to keep around a streaming JSON library: the library
// tokenizes; this builds the value like JSON.parse (own `__proto__` keys), hands the string
// at a path the caller chooses to its sink, and keeps the limits of json-stream-reader.ts
// (nesting, one kept string or number, all kept bytes). One builder for both libraries;
// `streamJsonReader` and `streamparserReader` translate their tokens into its calls. The
// same `push(chunk)` / `end()` as our JsonStreamReader, so the bench drives all alike.
// Lengths of kept strings are counted in decoded characters (ours counts bytes as sent).

export class TokenLimitError extends Error {
  constructor(path) {
    super(`JSON limit exceeded at ${path.join('.')}`);
    this.path = path;
  }
}
export class TokenSyntaxError extends Error {}

class ValueBuilder {
  constructor(options) {
    this.options = options;
    this.frames = [];
    this.root = undefined;
    this.isRootDone = false;
    this.kept = 0;
    this.text = null;
    this.number = null;
  }

  path() {
    return this.frames.map((frame) =>
      frame.kind === 'object' ? (frame.key ?? '') : frame.value.length,
    );
  }

  top() {
    return this.frames[this.frames.length - 1];
  }

  expectsValue() {
    const top = this.top();
    if (!top) return !this.isRootDone;
    return top.kind === 'object'
      ? top.expect === 'value'
      : top.expect === 'value' || top.expect === 'valueOrEnd';
  }

  beforeValue() {
    if (!this.expectsValue()) throw new TokenSyntaxError('a value where none belongs');
  }

  open(kind) {
    this.beforeValue();
    if (this.frames.length >= this.options.maxDepth) throw new TokenLimitError(this.path());
    this.kept += 1;
    this.frames.push(
      kind === 'object'
        ? { kind, value: {}, key: null, expect: 'keyOrEnd' }
        : { kind, value: [], expect: 'valueOrEnd' },
    );
  }

  close(kind) {
    const top = this.top();
    const ends =
      top?.kind === kind &&
      (top.expect === 'commaOrEnd' ||
        top.expect === (kind === 'object' ? 'keyOrEnd' : 'valueOrEnd'));
    if (!ends) throw new TokenSyntaxError(`unexpected end of ${kind}`);
    this.frames.pop();
    this.complete(top.value);
  }

  comma() {
    const top = this.top();
    if (top?.expect !== 'commaOrEnd') throw new TokenSyntaxError('unexpected comma');
    top.expect = top.kind === 'object' ? 'key' : 'value';
  }

  colon() {
    const top = this.top();
    if (top?.kind !== 'object' || top.expect !== 'colon')
      throw new TokenSyntaxError('unexpected colon');
    top.expect = 'value';
  }

  isKeyNext() {
    const top = this.top();
    return top?.kind === 'object' && (top.expect === 'key' || top.expect === 'keyOrEnd');
  }

  complete(value) {
    const top = this.top();
    if (!top) {
      this.root = value;
      this.isRootDone = true;
      return;
    }
    if (top.kind === 'object') {
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

  startString(isKey) {
    if (!isKey) this.beforeValue();
    else if (!this.isKeyNext()) throw new TokenSyntaxError('a key where none belongs');
    const sink = isKey ? null : this.options.streamString(this.path());
    this.text = { isKey, sink, pieces: [], length: 0 };
  }

  piece(text) {
    const token = this.text;
    token.length += text.length;
    if (!token.sink) {
      this.kept += text.length;
      if (token.length > this.options.maxTokenBytes || this.kept > this.options.maxKeptBytes) {
        throw new TokenLimitError(this.path());
      }
    }
    token.pieces.push(text);
  }

  /** A streamed string's pieces so far, to its sink in one write (called per body chunk). */
  flush() {
    const token = this.text;
    if (!token?.sink || token.pieces.length === 0) return;
    token.sink.write(token.pieces.length === 1 ? token.pieces[0] : token.pieces.join(''));
    token.pieces = [];
  }

  endString() {
    this.flush();
    const token = this.text;
    this.text = null;
    if (token.sink) return this.complete(token.sink.end());
    const value = token.pieces.join('');
    if (token.isKey) {
      const top = this.top();
      top.key = value;
      top.expect = 'colon';
      return;
    }
    this.complete(value);
  }

  numberPiece(text) {
    if (this.number === null) {
      this.beforeValue();
      this.number = '';
    }
    this.number += text;
    if (this.number.length > this.options.maxTokenBytes) throw new TokenLimitError(this.path());
  }

  endNumber() {
    const text = this.number;
    this.number = null;
    this.scalar(Number(text), text.length);
  }

  scalar(value, rawLength) {
    this.beforeValue();
    this.kept += rawLength;
    if (rawLength > this.options.maxTokenBytes || this.kept > this.options.maxKeptBytes) {
      throw new TokenLimitError(this.path());
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TokenSyntaxError('number out of range');
    }
    this.complete(value);
  }

  end() {
    if (this.text || this.number !== null || this.frames.length > 0 || !this.isRootDone) {
      throw new TokenSyntaxError('unexpected end of JSON');
    }
    return this.root;
  }
}

/**
 * stream-json (2.x, the line that runs on Node 20): its parser as a stream-chain function,
 * every value streamed in pieces (packValues false: nothing is accumulated by the library,
 * so a long key, string or number is counted as it comes). It sends no commas or colons:
 * they are implied before a key or value that follows another. `none` is stream-chain's
 * end-of-input marker.
 */
export function streamJsonReader({ parser, none }, options) {
  const builder = new ValueBuilder(options);
  const run = parser({ packValues: false, streamValues: true });
  const implied = () => {
    if (builder.top()?.expect === 'commaOrEnd') builder.comma();
  };
  const onToken = (token) => {
    switch (token.name) {
      case 'startObject':
        implied();
        return builder.open('object');
      case 'startArray':
        implied();
        return builder.open('array');
      case 'endObject':
        return builder.close('object');
      case 'endArray':
        return builder.close('array');
      case 'startKey':
        implied();
        return builder.startString(true);
      case 'endKey':
        builder.endString();
        return builder.colon();
      case 'startString':
        implied();
        return builder.startString(false);
      case 'stringChunk':
        return builder.piece(token.value);
      case 'endString':
        return builder.endString();
      case 'startNumber':
        implied();
        return undefined;
      case 'numberChunk':
        return builder.numberPiece(token.value);
      case 'endNumber':
        return builder.endNumber();
      case 'trueValue':
      case 'falseValue':
      case 'nullValue':
        implied();
        return builder.scalar(token.value, token.name.length - 1);
      default:
        return undefined;
    }
  };
  const pump = async (input) => {
    try {
      for await (const token of run(input)) onToken(token);
    } catch (error) {
      if (error instanceof TokenLimitError || !(error instanceof Error)) throw error;
      if (error.constructor === Error && /^Parser/.test(error.message)) {
        throw new TokenSyntaxError(error.message);
      }
      throw error;
    }
    builder.flush();
  };
  return {
    push: (chunk) => pump(chunk),
    async end() {
      await pump(none);
      return builder.end();
    },
  };
}

/**
 * @streamparser/json: its Tokenizer (the JSONParser on top of it keeps every value it
 * builds, the files too). `partial`: emitPartialTokens, so a string still open at the end
 * of a chunk is seen (as all of it so far) and its new end goes to the sink, and a long
 * kept string is refused as it grows; without it a string arrives whole when it closes.
 */
export function streamparserReader(library, options, { partial }) {
  const builder = new ValueBuilder(options);
  const { Tokenizer, TokenType } = library;
  const tokenizer = new Tokenizer({
    emitPartialTokens: partial,
    stringBufferSize: 64 * 1024,
    numberBufferSize: 64 * 1024,
  });
  let openString = null; // characters of the open string handed on so far
  tokenizer.onError = (error) => {
    throw error instanceof TokenLimitError ? error : new TokenSyntaxError(error.message);
  };
  tokenizer.onToken = ({ token, value, partial: isPartial }) => {
    switch (token) {
      case TokenType.LEFT_BRACE:
        return builder.open('object');
      case TokenType.LEFT_BRACKET:
        return builder.open('array');
      case TokenType.RIGHT_BRACE:
        return builder.close('object');
      case TokenType.RIGHT_BRACKET:
        return builder.close('array');
      case TokenType.COMMA:
        return builder.comma();
      case TokenType.COLON:
        return builder.colon();
      case TokenType.STRING: {
        if (openString === null) {
          builder.startString(builder.isKeyNext());
          openString = 0;
        }
        if (value.length > openString) builder.piece(value.slice(openString));
        openString = value.length;
        if (isPartial) return undefined;
        openString = null;
        return builder.endString();
      }
      case TokenType.NUMBER:
      case TokenType.TRUE:
      case TokenType.FALSE:
      case TokenType.NULL:
        if (isPartial) return undefined;
        return builder.scalar(value, String(value).length);
      default:
        return undefined;
    }
  };
  return {
    push(chunk) {
      tokenizer.write(chunk);
      builder.flush();
    },
    end() {
      if (!tokenizer.isEnded) tokenizer.end();
      return builder.end();
    },
  };
}
