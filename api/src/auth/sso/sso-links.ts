// The link between an organisation and its OpenID Connect provider (issue 40 §1): what the
// admin CLI sets (cli/sso-commands.ts) and the back office will set through the same
// functions. The client secret is stored only encrypted (secret-box.ts).
import type { TQueryable } from '../../db/database.js';
import { ZGroupPermissions, type TGroupPermissions } from './group-permissions.js';
import { decryptSecret, encryptSecret } from './secret-box.js';

export class SsoLinkRefused extends Error {}

export type TSsoLinkInput = {
  organisationId: number;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: readonly string[];
  groupClaim: string;
  groupPermissions: unknown;
  managementGroups: readonly string[];
};

export type TSsoProvider = {
  organisationId: number;
  organisationName: string;
  displayName: string;
  issuer: string;
  clientId: string;
  groupClaim: string;
  groupPermissions: TGroupPermissions;
  managementGroups: string[];
  domains: string[];
};

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The issuer as a URL: https, or http on this machine only (a test's own provider). */
export function checkedIssuer(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new SsoLinkRefused(`Not a URL: ${text}`);
  }
  const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback)) {
    throw new SsoLinkRefused(`The issuer must be an https URL: ${text}`);
  }
  if (url.search || url.hash)
    throw new SsoLinkRefused(`The issuer has no query or fragment: ${text}`);
  // why: the issuer is compared exactly with the discovery document's and the ID token's.
  return text.trim();
}

/** The e-mail domain of an address, lower case; null when it has none. */
export function domainOf(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return DOMAIN.test(domain) ? domain : null;
}

function checkedDomains(domains: readonly string[]): string[] {
  const checked = [...new Set(domains.map((domain) => domain.trim().toLowerCase()))].filter(
    (domain) => domain !== '',
  );
  if (checked.length === 0) throw new SsoLinkRefused('At least one e-mail domain is needed');
  const wrong = checked.filter((domain) => !DOMAIN.test(domain));
  if (wrong.length > 0) throw new SsoLinkRefused(`Not an e-mail domain: ${wrong.join(', ')}`);
  return checked;
}

function checkedMapping(value: unknown): TGroupPermissions {
  const parsed = ZGroupPermissions.safeParse(value);
  if (!parsed.success || Object.keys(parsed.data).length === 0) {
    throw new SsoLinkRefused(
      'The group mapping must map each group or role to a permission map, e.g. {"portal-beheer":{"*":2},"portal-verhuur":{"/rentals":1}}',
    );
  }
  return parsed.data;
}

/** Links (or links again, replacing everything) an organisation's provider. */
export async function linkProvider(
  db: TQueryable,
  key: Buffer,
  input: TSsoLinkInput,
): Promise<TSsoProvider> {
  const issuer = checkedIssuer(input.issuer);
  const domains = checkedDomains(input.domains);
  const groupPermissions = checkedMapping(input.groupPermissions);
  const displayName = input.displayName.trim();
  const clientId = input.clientId.trim();
  const groupClaim = input.groupClaim.trim() || 'groups';
  if (!displayName) throw new SsoLinkRefused('The provider needs a name to show');
  if (!clientId || !input.clientSecret) throw new SsoLinkRefused('Client id and secret are needed');
  const taken = await db.query<{ domain: string; name: string }>(
    `SELECT d.domain, o.name FROM sso_domains d JOIN organisations o ON o.id = d.organisation_id
     WHERE d.domain = ANY($1::text[]) AND d.organisation_id <> $2 ORDER BY d.domain`,
    [domains, input.organisationId],
  );
  if (taken.length > 0) {
    throw new SsoLinkRefused(
      `Already linked to another organisation: ${taken.map((row) => `${row.domain} (${row.name})`).join(', ')}`,
    );
  }
  await db.query(
    `INSERT INTO sso_providers (organisation_id, display_name, issuer, client_id,
       client_secret_encrypted, group_claim, group_permissions, management_groups)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::text[])
     ON CONFLICT (organisation_id) DO UPDATE SET display_name = EXCLUDED.display_name,
       issuer = EXCLUDED.issuer, client_id = EXCLUDED.client_id,
       client_secret_encrypted = EXCLUDED.client_secret_encrypted,
       group_claim = EXCLUDED.group_claim, group_permissions = EXCLUDED.group_permissions,
       management_groups = EXCLUDED.management_groups, updated_at = now()`,
    [
      input.organisationId,
      displayName,
      issuer,
      clientId,
      encryptSecret(input.clientSecret, key),
      groupClaim,
      JSON.stringify(groupPermissions),
      [...new Set(input.managementGroups.map((group) => group.trim()).filter(Boolean))],
    ],
  );
  await db.query('DELETE FROM sso_domains WHERE organisation_id = $1', [input.organisationId]);
  await db.query(
    `INSERT INTO sso_domains (domain, organisation_id) SELECT unnest($1::text[]), $2`,
    [domains, input.organisationId],
  );
  const provider = await findProvider(db, input.organisationId);
  if (!provider) throw new Error('The provider just linked was not found');
  return provider;
}

/** Removes the link; the organisation's users sign in with a password again (forgot). */
export async function unlinkProvider(db: TQueryable, organisationId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM sso_providers WHERE organisation_id = $1 RETURNING 1', [
    organisationId,
  ]);
  return rows.length > 0;
}

const PROVIDER_SELECT = `SELECT p.organisation_id AS "organisationId", o.name AS "organisationName",
    p.display_name AS "displayName", p.issuer, p.client_id AS "clientId",
    p.group_claim AS "groupClaim", p.group_permissions AS "groupPermissions",
    p.management_groups AS "managementGroups",
    ARRAY(SELECT d.domain FROM sso_domains d WHERE d.organisation_id = p.organisation_id
          ORDER BY d.domain) AS domains
  FROM sso_providers p JOIN organisations o ON o.id = p.organisation_id`;

export async function listProviders(db: TQueryable): Promise<TSsoProvider[]> {
  return db.query<TSsoProvider>(`${PROVIDER_SELECT} ORDER BY o.name`);
}

export async function findProvider(
  db: TQueryable,
  organisationId: number,
): Promise<TSsoProvider | null> {
  const rows = await db.query<TSsoProvider>(`${PROVIDER_SELECT} WHERE p.organisation_id = $1`, [
    organisationId,
  ]);
  return rows[0] ?? null;
}

/** The provider of an address's domain; null for every other address. */
export async function providerForEmail(
  db: TQueryable,
  email: string,
): Promise<TSsoProvider | null> {
  const domain = domainOf(email);
  if (!domain) return null;
  const rows = await db.query<TSsoProvider>(
    `${PROVIDER_SELECT} WHERE p.organisation_id =
       (SELECT organisation_id FROM sso_domains WHERE domain = $1)`,
    [domain],
  );
  return rows[0] ?? null;
}

export async function hasAnyProvider(db: TQueryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sso_providers LIMIT 1');
  return rows.length > 0;
}

/** The client secret, decrypted, for the token call. */
export async function clientSecretOf(
  db: TQueryable,
  key: Buffer,
  organisationId: number,
): Promise<string | null> {
  const [row] = await db.query<{ sealed: string }>(
    'SELECT client_secret_encrypted AS sealed FROM sso_providers WHERE organisation_id = $1',
    [organisationId],
  );
  return row ? decryptSecret(row.sealed, key) : null;
}
