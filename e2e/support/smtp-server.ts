// A real SMTP server of a test's own, on 127.0.0.1 (smtp-server, the server of the
// nodemailer project): it takes what the api sends with a password, as a supplier's mail
// server would, and keeps each message parsed (mailparser) for the test to read.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type TReceivedMail = { envelopeFrom: string; envelopeTo: string[]; parsed: ParsedMail };

export type TTestSmtpServer = {
  port: number;
  received: TReceivedMail[];
  /** The newest mail to `to` whose subject matches, once it has arrived. */
  waitFor: (to: string, subject: RegExp) => Promise<TReceivedMail>;
  stop: () => Promise<void>;
};

export async function startSmtpServer(user: string, password: string): Promise<TTestSmtpServer> {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    // why: no certificate here; the api's nodemailer then sends in plain text on 127.0.0.1.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject: RegExp) =>
    received
      .filter((mail) => mail.envelopeTo.includes(to) && subject.test(mail.parsed.subject ?? ''))
      .at(-1);
  return {
    port,
    received,
    waitFor: async (to, subject) => {
      const until = Date.now() + 15_000;
      for (;;) {
        const mail = find(to, subject);
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
