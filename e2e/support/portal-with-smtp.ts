// A portal of a spec file's own that sends its mails with a password to an SMTP server the
// file starts (the account mails, issue 37; the request mails, issue 41). Its start (a
// fresh database) is most of the file's time, so the file's tests share it, one at a time.
import { test } from './fixtures';
import { startOwnApi, type TOwnApi } from './release-server';
import { startSmtpServer, type TTestSmtpServer } from './smtp-server';

export const SMTP_USER = 'portaal';

export type TPortalWithSmtp = { api: TOwnApi; smtp: TTestSmtpServer };

/**
 * Registers the file's hooks that start both (before its first test) and stop them (after
 * its last); the answer's fields are there from the first test on.
 */
export function portalWithSmtp(name: string, port: number, smtpPassword: string): TPortalWithSmtp {
  // why: filled in by beforeAll, which Playwright runs before any test reads them.
  const servers = {} as TPortalWithSmtp;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers.smtp = await startSmtpServer(SMTP_USER, smtpPassword);
    servers.api = await startOwnApi(name, port, [
      `SMTP_URL=smtp://${SMTP_USER}@127.0.0.1:${servers.smtp.port}`,
      `SMTP_PASSWORD=${smtpPassword}`,
    ]);
  });
  test.afterAll(async () => {
    await servers.api?.stop();
    await servers.smtp?.stop();
  });
  return servers;
}
