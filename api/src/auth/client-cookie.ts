// The client cookie of the sign-in (api/src/auth/README.md "Sign-in"): a random token a browser
// gets when a user signs in with it (or sets a password from a mailed link), by which the sign-in
// knows it again (auth/sign-in-throttle.ts). It proves nothing and opens nothing; it only keeps a
// stranger's failures from slowing down a browser that signed in before. Only its sha256, with the
// user id, is stored. Sent to the account calls only.
// Not @fastify/cookie, and not for speed (the cookie is read on the sign-in calls only, a
// parse costs microseconds either way): the portal reads one cookie of its own exact form
// (43 base64url characters, anything else ignored) and writes it with fixed attributes,
// where the plugin would parse every request's Cookie header in a hook and bring signing
// and RFC 6265 decoding that this form never needs. Its own package is what it would add
// (its cookie 2 and fastify-plugin 6 are installed already, by light-my-request and the
// @fastify plugins); bench/README.md "excel-zip, worker-pool, json-upload".
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../answer/api-base.js';
import { KNOWN_CLIENT_DAYS } from './login-policy.js';
import { newToken } from './tokens.js';

export const CLIENT_COOKIE = 'portal_client';

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/** The token of the request's client cookie, or null (none, or not one of ours). */
export function clientTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === CLIENT_COOKIE && value && TOKEN_FORM.test(value)) return value;
  }
  return null;
}

/**
 * Gives the browser its client cookie (the one it sent, or a new one), valid for
 * KNOWN_CLIENT_DAYS; answers its token. HttpOnly and SameSite=Strict: no script and no
 * other site sees or sends it; Secure when the portal is reached over HTTPS.
 */
export function keepClientCookie(request: FastifyRequest, reply: FastifyReply): string {
  const token = clientTokenOf(request) ?? newToken();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${CLIENT_COOKIE}=${token}; Max-Age=${KNOWN_CLIENT_DAYS * 86_400}; Path=${API_BASE}/auth/; ` +
      `HttpOnly; SameSite=Strict${secure}`,
  );
  return token;
}
