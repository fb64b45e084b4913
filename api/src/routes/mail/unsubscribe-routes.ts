// One-click unsubscribe of the request mails (RFC 8058; api/src/mail/README.md
// "Unsubscribe"), no sign-in: the link's token is signed (mail/unsubscribe-token.ts).
// POST /Rest/Pwa/mail/unsubscribe/:token (what a mail program's 'Afmelden' sends, body
// `List-Unsubscribe=One-Click`, and the page's button) sets the kinds of the token to 'off'.
// GET of the same address shows a page with that button and changes nothing. why not on
// GET: virus scanners and link previews open every link of a mail, and would unsubscribe
// users who never asked. A bad token answers a Dutch message (400) and changes nothing.
// Pages of their own, not JSON calls: a mail program and a browser without the portal's
// scripts reach them.
import { MAIL_TEXTS } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TDeps } from '../../deps.js';
import { readSupplier } from '../../files/supplier-profile.js';
import { escapeHtml } from '../../mail/mail-layout.js';
import { saveMailPreferences } from '../../mail/mail-preferences.js';
import {
  kindsOf,
  readUnsubscribeToken,
  signingKey,
  UNSUBSCRIBE_PATH,
  type TUnsubscribeScope,
} from '../../mail/unsubscribe-token.js';

/** What a scope is about, in the words of the settings page. */
function scopeWords(scope: TUnsubscribeScope): string {
  return scope === 'all' ? MAIL_TEXTS.unsubscribeAll : MAIL_TEXTS.kinds[scope].toLowerCase();
}

export function unsubscribeRoutes(app: FastifyInstance, { db, config }: TDeps): void {
  function page(reply: FastifyReply, status: number, body: string): FastifyReply {
    const supplier = readSupplier(config);
    const color = escapeHtml(supplier.color);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8" />` +
          `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
          `<title>${escapeHtml(MAIL_TEXTS.unsubscribeTitle)} - ${escapeHtml(supplier.name)}</title>` +
          `<style>body{font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#eef3f2;color:#1d2b2a;margin:0;padding:24px 16px;line-height:1.5}` +
          `main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 20px}` +
          `h1{color:${color};font-size:1.25rem;margin-top:0}` +
          `button{min-height:44px;min-width:44px;padding:10px 24px;border:0;border-radius:6px;background:${color};color:#fff;font:inherit;font-weight:700;cursor:pointer}` +
          `button:focus-visible{outline:3px solid #1d2b2a;outline-offset:2px}</style></head>` +
          `<body><main><h1>${escapeHtml(supplier.name)}</h1>${body}</main></body></html>`,
      );
  }

  async function scopeOf(
    token: unknown,
  ): Promise<{ userId: number; scope: TUnsubscribeScope } | null> {
    if (typeof token !== 'string' || token.length > 200) return null;
    return readUnsubscribeToken(await signingKey(db), token);
  }

  const invalid = (reply: FastifyReply) =>
    page(reply, 400, `<p role="alert">${escapeHtml(MAIL_TEXTS.unsubscribeInvalid)}</p>`);

  void app.register(async (scope) => {
    // why: RFC 8058's one-click POST is a form (List-Unsubscribe=One-Click); nothing in it
    // matters but that it came, so it is read as text and not kept.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const found = await scopeOf((request.params as { token?: unknown }).token);
      if (!found) return invalid(reply);
      return page(
        reply,
        200,
        `<p>${escapeHtml(MAIL_TEXTS.unsubscribeAsk(scopeWords(found.scope)))}</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click" />` +
          `<button type="submit">${escapeHtml(MAIL_TEXTS.unsubscribeButton)}</button></form>`,
      );
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const found = await scopeOf((request.params as { token?: unknown }).token);
      if (!found) return invalid(reply);
      const choices = Object.fromEntries(kindsOf(found.scope).map((kind) => [kind, 'off']));
      await saveMailPreferences(db, found.userId, choices);
      return page(
        reply,
        200,
        `<p role="status">${escapeHtml(MAIL_TEXTS.unsubscribed(scopeWords(found.scope)))}</p>`,
      );
    });
  });
}
