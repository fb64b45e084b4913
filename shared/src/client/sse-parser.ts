/**
 * The event stream format of Server-Sent Events (WHATWG HTML §9.2.6), as far as the
 * portal's streams use it: `event:` and `data:` fields, events ended by a blank line,
 * comment lines (`:`) ignored, any of CRLF, LF or CR ending a line, text arriving in
 * pieces cut anywhere.
 */
export type TSseParser = { push(text: string): void };

export function createSseParser(onEvent: (name: string, data: string) => void): TSseParser {
  let pending = '';
  let name = '';
  let data: string[] = [];
  // why: a CR at the end of a piece may be the first half of a CRLF.
  let lastWasCr = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent(name || 'message', data.join('\n'));
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text) {
      let input = text;
      if (lastWasCr && input.startsWith('\n')) input = input.slice(1);
      lastWasCr = false;
      pending += input;
      const parts = pending.split(/\r\n|\r|\n/);
      pending = parts.pop() ?? '';
      if (pending === '' && /\r$/.test(input)) lastWasCr = true;
      for (const part of parts) line(part);
    },
  };
}
