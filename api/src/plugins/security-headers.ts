// Security headers on every answer. The CSP fits a Vite-built React app that loads its
// remotes (ES modules) from the same origin, and from the origins of the Module Federation
// remotes /remotes.json names by URL: no eval'd script, and no inline script but the shell
// page's import map, allowed by its hash (contentSecurityPolicy).
// The policies only a document obeys (CSP, framing, permissions) are left off scripts and
// stylesheets: a first load fetches ~30 of them, and on HTTP/1.1 the ~450 bytes of those
// headers went with every one (~13 KB on a slow phone for nothing). A script started as a
// Worker would take its CSP from its own answer; the portal starts none (the scanner's
// decoder runs on the page), and a new one must be served as a document here.
import type { FastifyInstance } from 'fastify';
import { isPublicApiDocument } from '../routes/openapi/openapi-routes.js';

/** What the CSP says after its script and remote sources. */
const OTHER_DIRECTIVES = [
  // why: the barcode scanner shows the camera stream in a video element.
  "media-src 'self' blob: mediastream:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The CSP of a document; `scriptHashes` (`'sha256-...'`) allow its inline scripts,
 * `remoteOrigins` the origins of remotes built elsewhere that the page may load (their
 * manifest, scripts, styles and images), and `apiOrigins` the origins its calls go to
 * besides its own (config/portal.json `apiBaseUrl` on the supplier's own backend).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  remoteOrigins: readonly string[] = [],
  apiOrigins: readonly string[] = [],
): string {
  const self = (directive: string, ...sources: string[]) =>
    [directive, "'self'", ...sources, ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    [self('script-src'), ...scriptHashes].join(' '),
    // why: React and libraries set style attributes at runtime.
    self('style-src', "'unsafe-inline'"),
    self('img-src', 'data:', 'blob:'),
    "font-src 'self' data:",
    [self('connect-src'), ...apiOrigins.filter((origin) => !remoteOrigins.includes(origin))].join(
      ' ',
    ),
    ...OTHER_DIRECTIVES,
  ].join('; ');
}

/** The CSP of every document without inline scripts. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * HSTS for an answer reached over HTTPS (an encrypted socket, or with TRUST_PROXY the
 * proxy's `X-Forwarded-Proto: https`): a year, so a browser that once came over HTTPS
 * never sends the session or the client cookie in clear again. Without includeSubDomains:
 * the portal's host is the supplier's to vouch for, other hosts under its domain are not.
 * Never over plain HTTP, where a browser ignores it and a test or a pilot on http must
 * not pin the name.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Content types a browser never shows as a document of their own. */
const SUBRESOURCE_TYPE = /^(?:text\/css|(?:text|application)\/javascript)\b/i;

export function securityHeadersPlugin(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // why: register and reset links carry their token in the path; never pass it on (a
    // stylesheet's own policy governs what its url() fetches send, so it keeps this one).
    reply.header('Referrer-Policy', 'same-origin');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    // why: the OpenAPI document and its page hold nothing personal, the same for everyone.
    if (request.url.startsWith('/Rest/') && !isPublicApiDocument(request.url)) {
      reply.header('Cache-Control', 'no-store');
    }
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return;
    // why: the shell's page sets its own, which allows its import map.
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  });
}
