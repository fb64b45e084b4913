// Sends mail: over SMTP when SMTP_URL is set, otherwise as .eml files in the outbox folder
// (DATA_DIR/outbox/<timestamp>-<recipient>.eml). Each mail is also logged in the outbox table.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { TQueryable } from '../db/database.js';
import { makePrivateDir, tightenTree, writePrivateFile } from '../service/private-files.js';
import type { TConfig } from '../config.js';
import { readSupplier } from '../files/supplier-profile.js';
import { smtpLabel } from './mail-settings.js';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one link the mail is about, logged in the outbox table. why not in a header: it
   * carries a register or reset token, which every relay would see (issue 37).
   */
  link: string | null;
  /**
   * Headers of its own: a request mail's `List-Unsubscribe` and `List-Unsubscribe-Post`
   * (RFC 8058; request-mail-sender.ts). None of them carries a sign-in token.
   */
  headers?: Record<string, string>;
  /** A Message-ID of its own (`<...@host>`), the same on every attempt of one outbox row. */
  messageId?: string;
};

export type TMailer = {
  send(mail: TMail, db: TQueryable): Promise<void>;
  /** Where mails end up, for start-up messages. */
  readonly destination: string;
};

export type TMailerConfig = Pick<
  TConfig,
  'smtpUrl' | 'outboxDir' | 'portalConfigPath' | 'publicUrl'
>;

/**
 * The sender of every mail, from the branding configuration (read again when it changes):
 * the supplier's name and `company.mailFrom`, else its support address, else noreply at
 * the portal's own host. why a name/address pair: nodemailer encodes a name with any
 * character (a supplier called 'Zorg & Co' or 'Hulpmiddelen Çelik') correctly.
 */
export function mailSender(config: Pick<TConfig, 'portalConfigPath' | 'publicUrl'>): {
  name: string;
  address: string;
} {
  const supplier = readSupplier(config);
  const host = new URL(config.publicUrl).hostname;
  return { name: supplier.name, address: supplier.mailFrom ?? `noreply@${host}` };
}

/** `2026-11-21T07-29-35-750Z-anna@example.nl.eml`, unique within the folder. */
export function outboxFileName(folder: string, to: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const safeTo = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  let name = `${stamp}-${safeTo}.eml`;
  for (let n = 2; existsSync(join(folder, name)); n += 1) name = `${stamp}-${safeTo}-${n}.eml`;
  return name;
}

/**
 * Writes each mail to `folder`, 0600 in a folder 0700: a mail holds a live register or reset
 * link, its name the recipient's address. Mails written before that rule are tightened now.
 */
export function createOutboxMailer(
  folder: string,
  config: Pick<TConfig, 'portalConfigPath' | 'publicUrl'>,
): TMailer {
  tightenTree(folder);
  // why: nodemailer's stream transport renders the complete RFC 822 message without sending.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    destination: folder,
    async send(mail, db) {
      const info = await transport.sendMail({
        from: mailSender(config),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
      makePrivateDir(folder);
      const fileName = outboxFileName(folder, mail.to);
      // why: with `buffer: true` the stream transport hands back the whole message as a Buffer.
      writePrivateFile(join(folder, fileName), info.message as Buffer);
      await db.query(
        'INSERT INTO outbox (recipient, subject, link, transport, file_name) VALUES ($1, $2, $3, $4, $5)',
        [mail.to, mail.subject, mail.link, 'file', fileName],
      );
    },
  };
}

export function createSmtpMailer(
  smtpUrl: string,
  config: Pick<TConfig, 'portalConfigPath' | 'publicUrl'>,
): TMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    destination: smtpLabel(smtpUrl),
    async send(mail, db) {
      await transport.sendMail({
        from: mailSender(config),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
      await db.query(
        'INSERT INTO outbox (recipient, subject, link, transport) VALUES ($1, $2, $3, $4)',
        [mail.to, mail.subject, mail.link, 'smtp'],
      );
    },
  };
}

export function createMailer(config: TMailerConfig): TMailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config)
    : createOutboxMailer(config.outboxDir, config);
}
