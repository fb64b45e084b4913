// Reads the .eml files of the outbox folder back (admin CLI `outbox`, tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TOutboxMail = { file: string; to: string; subject: string; link: string | null };

/** Quoted-printable soft breaks and escapes undone (nodemailer's text part). */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The register or reset link in a message's text (the mail has no header with it). */
function linkIn(raw: string): string | null {
  return (
    /https?:\/\/[^\s"<>]+\/auth\/(?:register|reset)\/[A-Za-z0-9_-]+/.exec(
      decodeQuotedPrintable(raw),
    )?.[0] ?? null
  );
}

/** The header block of a raw message, with folded lines joined. */
function headers(raw: string): Map<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const map = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

/** Decodes RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

export function readOutbox(folder: string): TOutboxMail[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(folder, file), 'utf8');
      const head = headers(raw);
      return {
        file,
        to: head.get('to') ?? '',
        subject: decodeWords(head.get('subject') ?? ''),
        link: linkIn(raw),
      };
    });
}
