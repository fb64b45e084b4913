// The request mails' outbox (README.md beside this file, "Request mails"): recorded with the
// move or not at all, sent once by any number of senders (on PostgreSQL under
// scripts/with-postgres.mjs each sender's statements on connections of its own), retried
// after a mail server that refused the connection, the user's choices, the daily digest,
// and the unsubscribe link that needs no sign-in.
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomerRequest } from '../repositories/customer-requests-repository.js';
import { requestWorkflow } from '../services/request-workflow.js';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { createMailer, createSmtpMailer, type TMail, type TMailer } from './mailer.js';
import { readMailPreferences, saveMailPreferences } from './mail-preferences.js';
import { recordRequestMail, retryDelaySeconds } from './request-mail-outbox.js';
import { sendDueRequestMails } from './request-mail-sender.js';
import { signingKey, unsubscribeToken } from './unsubscribe-token.js';

let t: TTestContext;
let annaId: number;
let linde: number;

/** A mailer that keeps what it is given, a little slowly (as a mail server answers). */
function keepingMailer(): TMailer & { mails: TMail[] } {
  const mails: TMail[] = [];
  return {
    destination: 'kept',
    mails,
    async send(mail) {
      await sleep(2);
      mails.push(mail);
    },
  };
}

async function newRequest(): Promise<number> {
  return t.db.transaction((tx) =>
    createCustomerRequest(tx, {
      organisationId: linde,
      type: 'REPAIR-RENTAL',
      createdByUserId: annaId,
      contactId: null,
      customData: [],
    }),
  );
}

async function rows() {
  return t.db.query<{ state: string; attempts: number; delivery: string; isDue: boolean }>(
    `SELECT state, attempts, delivery, due_at <= now() AS "isDue"
     FROM request_mail_outbox ORDER BY id`,
  );
}

/** A port on which nothing listens: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  t = await createTestContext();
  const [user] = await t.db.query<{ id: number; organisationId: number }>(
    'SELECT id, organisation_id AS "organisationId" FROM users WHERE email = $1',
    [ANNA],
  );
  annaId = user?.id ?? 0;
  linde = user?.organisationId ?? 0;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM request_mail_outbox');
  await t.db.query('DELETE FROM mail_preferences');
});

describe('request mails', () => {
  it('records the mail of a step and sends it once, with the link and the unsubscribe headers', async () => {
    const id = await newRequest();
    await requestWorkflow(t.db).addProcessStep(id, 'Ingepland', 'Monteur komt dinsdag');
    const mailer = keepingMailer();
    expect(await sendDueRequestMails(t.db, mailer, t.config)).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    const [mail] = mailer.mails;
    expect(mail?.to).toBe(ANNA);
    expect(mail?.subject).toBe(`Nieuwe stap in uw aanvraag ${id}`);
    expect(mail?.text).toContain('Ingepland: Monteur komt dinsdag');
    expect(mail?.link).toBe(`http://portal.test/requests/open/details/${id}`);
    expect(mail?.html).toContain('Bekijk uw aanvraag');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/portal\.test\/Rest\/Pwa\/mail\/unsubscribe\/\d+\.step\.[\w-]{43}>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 1 }]);
    // Sent is sent: a second run finds nothing.
    expect((await sendDueRequestMails(t.db, mailer, t.config)).sent).toBe(0);
    expect(mailer.mails).toHaveLength(1);
  });

  it('sends nothing for a move that rolled back', async () => {
    const id = await newRequest();
    await expect(
      t.db.transaction(async (tx) => {
        await recordRequestMail(tx, { requestId: id, kind: 'step', action: 'Stap', message: null });
        throw new Error('the move failed after its mail was recorded');
      }),
    ).rejects.toThrow('the move failed');
    // A refused move (completing an OPEN request) records nothing either.
    await expect(requestWorkflow(t.db).complete(id, 'Klaar')).rejects.toThrow();
    const mailer = keepingMailer();
    expect((await sendDueRequestMails(t.db, mailer, t.config)).sent).toBe(0);
    expect(mailer.mails).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('never sends one row twice, with four senders at once', async () => {
    const id = await newRequest();
    await t.db.query(
      `INSERT INTO request_mail_outbox (user_id, customer_request_id, kind, action, message, delivery)
       SELECT $1, $2, 'step', 'Stap ' || n, NULL, 'now' FROM generate_series(1, 60) AS n`,
      [annaId, id],
    );
    const mailer = keepingMailer();
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => sendDueRequestMails(t.db, mailer, t.config)),
    );
    const ids = mailer.mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(60);
    expect(ids).toHaveLength(60);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(60);
    expect((await rows()).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('tries again later when the mail server refuses the connection, and sends then', async () => {
    const id = await newRequest();
    await requestWorkflow(t.db).reject(id, 'Niet leverbaar');
    const away = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, t.config);
    expect(await sendDueRequestMails(t.db, away, t.config)).toEqual({
      sent: 0,
      failed: 1,
      skipped: 0,
    });
    const [row] = await t.db.query<{
      state: string;
      attempts: number;
      wait: number;
      error: string;
    }>(
      `SELECT state, attempts, last_error AS error,
         round(extract(epoch FROM due_at - now()))::int AS wait
       FROM request_mail_outbox`,
    );
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.error).toContain('ECONNREFUSED');
    expect(row?.wait).toBeGreaterThan(20);
    expect(row?.wait).toBeLessThanOrEqual(30);
    // Not due yet: the next run leaves it.
    expect((await sendDueRequestMails(t.db, away, t.config)).failed).toBe(0);
    // Once due, the server back: it goes out, into the outbox folder here.
    await t.db.query('UPDATE request_mail_outbox SET due_at = now()');
    const back = createMailer(t.config);
    expect((await sendDueRequestMails(t.db, back, t.config)).sent).toBe(1);
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 2 }]);
    const file = readdirSync(t.config.outboxDir).find((name) => name.includes(ANNA)) ?? '';
    const raw = readFileSync(join(t.config.outboxDir, file), 'utf8');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/^Subject: Uw aanvraag \d+ is afgewezen$/m);
  });

  it('backs off 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it("records nothing for 'not at all', and skips what waited when she chose it", async () => {
    const id = await newRequest();
    await requestWorkflow(t.db).takeIntoProcessing(id, 'Piet Pieters');
    await saveMailPreferences(t.db, annaId, { step: 'off' });
    await requestWorkflow(t.db).addProcessStep(id, 'Ingepland', 'Dinsdag');
    const mailer = keepingMailer();
    expect(await sendDueRequestMails(t.db, mailer, t.config)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 1,
    });
    expect(await rows()).toMatchObject([{ state: 'skipped' }]);
    // Completion is another kind: still at once.
    await requestWorkflow(t.db).complete(id, 'Gerepareerd');
    expect((await sendDueRequestMails(t.db, mailer, t.config)).sent).toBe(1);
    expect(mailer.mails[0]?.link).toBe(`http://portal.test/requests/archive/details/${id}`);
  });

  it('gathers the daily digest in one mail, due at the next 7:00 Dutch time', async () => {
    await saveMailPreferences(t.db, annaId, { step: 'digest', complete: 'digest' });
    const first = await newRequest();
    const second = await newRequest();
    await requestWorkflow(t.db).addProcessStep(first, 'Ingepland', 'Dinsdag');
    await requestWorkflow(t.db).addProcessStep(second, 'Onderdeel besteld', 'Week 3');
    const [due] = await t.db.query<{ hour: number; wait: number }>(
      `SELECT min(extract(hour FROM due_at AT TIME ZONE 'Europe/Amsterdam'))::int AS hour,
         min(extract(epoch FROM due_at - now()))::int AS wait FROM request_mail_outbox`,
    );
    expect(due?.hour).toBe(7);
    expect(due?.wait).toBeGreaterThan(0);
    expect(due?.wait).toBeLessThanOrEqual(24 * 3600);
    const mailer = keepingMailer();
    expect((await sendDueRequestMails(t.db, mailer, t.config)).sent).toBe(0);
    await t.db.query('UPDATE request_mail_outbox SET due_at = now()');
    expect(await sendDueRequestMails(t.db, mailer, t.config)).toEqual({
      sent: 2,
      failed: 0,
      skipped: 0,
    });
    expect(mailer.mails).toHaveLength(1);
    const [digest] = mailer.mails;
    expect(digest?.subject).toBe('Dagelijks overzicht: 2 updates over uw aanvragen');
    expect(digest?.text).toContain(`Aanvraag ${first} (Reparatie melden): Ingepland: Dinsdag`);
    expect(digest?.text).toContain(`/requests/open/details/${second}`);
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(/\.all\./);
  });
});

describe('the unsubscribe link', () => {
  const inject = (method: 'GET' | 'POST', token: string) =>
    t.app.inject({
      method,
      url: `/Rest/Pwa/mail/unsubscribe/${token}`,
      ...(method === 'POST'
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }
        : {}),
    });

  it('with a bad token answers a Dutch message and changes nothing', async () => {
    const good = unsubscribeToken(await signingKey(t.db), annaId, 'step');
    const forged = `${annaId}.complete.${good.split('.')[2]}`;
    for (const token of [forged, 'onzin', `${annaId + 1}.step.${good.split('.')[2]}`]) {
      const answer = await inject('POST', token);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('Deze afmeldlink is ongeldig. Er is niets gewijzigd.');
    }
    expect(await readMailPreferences(t.db, annaId)).toEqual({
      step: 'now',
      complete: 'now',
      reject: 'now',
    });
  });

  it('asks on GET and unsubscribes that kind on the one-click POST, no sign-in', async () => {
    const token = unsubscribeToken(await signingKey(t.db), annaId, 'step');
    const page = await inject('GET', token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Afmelden</button>');
    expect((await readMailPreferences(t.db, annaId)).step).toBe('now');
    const done = await inject('POST', token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('U bent afgemeld.');
    expect(await readMailPreferences(t.db, annaId)).toEqual({
      step: 'off',
      complete: 'now',
      reject: 'now',
    });
    const id = await newRequest();
    await requestWorkflow(t.db).addProcessStep(id, 'Ingepland', 'Dinsdag');
    expect(await rows()).toEqual([]);
  });
});

describe('the preference calls', () => {
  it("reads 'at once' by default and saves the user's choice", async () => {
    const token = await t.login(ANNA);
    const before = await t.call('GET', '/account/mail-preferences', { token });
    expect(before.json.response).toEqual({ step: 'now', complete: 'now', reject: 'now' });
    const saved = await t.call('POST', '/account/mail-preferences/save', {
      token,
      body: { step: 'digest', complete: 'now', reject: 'off' },
    });
    expect(saved.json.response).toEqual({ step: 'digest', complete: 'now', reject: 'off' });
    const bad = await t.call('POST', '/account/mail-preferences/save', {
      token,
      body: { step: 'sometimes', complete: 'now', reject: 'off' },
    });
    expect(bad.json.status).toBe('error');
    expect(await readMailPreferences(t.db, annaId)).toEqual({
      step: 'digest',
      complete: 'now',
      reject: 'off',
    });
  });
});
