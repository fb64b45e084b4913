// Reads the mails the api wrote to its outbox folder (no SMTP_URL in tests).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, type TServerName } from './servers';

type TMail = { file: string; to: string; text: string };

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function readOutbox(server: TServerName): TMail[] {
  const folder = join(dataDir(server), 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(folder, file), 'utf8');
      const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
      return { file, to, text: decodeQuotedPrintable(raw) };
    });
}

/** The path of the newest register or reset link mailed to `email`, or null. */
export function findAccountLink(
  server: TServerName,
  email: string,
  kind: 'register' | 'reset',
): string | null {
  const pattern = new RegExp(`/auth/${kind}/[A-Za-z0-9_-]+`);
  const mails = readOutbox(server).filter((mail) => mail.to.toLowerCase().includes(email));
  for (const mail of mails.reverse()) {
    const match = pattern.exec(mail.text);
    if (match) return match[0];
  }
  return null;
}
