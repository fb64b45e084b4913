import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.js';

function parse(pieces: readonly string[]): [string, string][] {
  const events: [string, string][] = [];
  const parser = createSseParser((name, data) => events.push([name, data]));
  for (const piece of pieces) parser.push(piece);
  return events;
}

const STREAM =
  'retry: 5000\n\n: keep-alive\n\nevent: ready\ndata: {}\n\n' +
  'event: request\ndata: {"customerRequestId":7,"kind":"step"}\n\n';

describe('createSseParser', () => {
  it('reads named events, skips comments and the retry field', () => {
    expect(parse([STREAM])).toEqual([
      ['ready', '{}'],
      ['request', '{"customerRequestId":7,"kind":"step"}'],
    ]);
  });

  it('reads the same events wherever the text is cut', () => {
    const whole = parse([STREAM]);
    for (let cut = 0; cut <= STREAM.length; cut += 1) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    }
  });

  it('takes CRLF and CR as line ends too, also a CRLF cut in two', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parse([crlf])).toEqual(parse([STREAM]));
    const at = crlf.indexOf('\r\n') + 1;
    expect(parse([crlf.slice(0, at), crlf.slice(at)])).toEqual(parse([STREAM]));
    expect(parse([STREAM.replace(/\n/g, '\r')])).toEqual(parse([STREAM]));
  });

  it('joins several data lines and calls an unnamed event "message"', () => {
    expect(parse(['data: a\ndata: b\n\n'])).toEqual([['message', 'a\nb']]);
  });

  it('keeps an event without its blank line until the line arrives', () => {
    expect(parse(['event: ready\ndata: {}\n'])).toEqual([]);
  });
});
