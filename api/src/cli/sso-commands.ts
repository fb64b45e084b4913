// The admin CLI's single sign-on commands (issue 40 §1): link an organisation to its own
// OpenID Connect provider, list the links, unlink one. The link logic is the api's
// (auth/sso/sso-links.ts), which the back office will call the same way.
import { ssoKey, SsoKeyError } from '../auth/sso/secret-box.js';
import {
  linkProvider,
  listProviders,
  SsoLinkRefused,
  unlinkProvider,
} from '../auth/sso/sso-links.js';
import { REDIRECT_PATH } from '../auth/sso/relying-party.js';
import { API_BASE } from '../answer/api-base.js';
import { findOrganisation, required, UsageError, type TCommandContext } from './admin-commands.js';

/** A refusal of the link (bad issuer, domain of another organisation, no key): exit 1. */
export class SsoRefused extends Error {}

function list(text: string | boolean | undefined): string[] {
  return typeof text === 'string' ? text.split(/[\s,]+/).filter(Boolean) : [];
}

function json(text: string, option: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--${option} is not valid JSON: ${text}`);
  }
}

export async function ssoLinkCommand({ db, config, options }: TCommandContext): Promise<string[]> {
  const organisation = await findOrganisation(db, required(options, 'org'));
  // why: a secret on the command line lands in the shell's history; the environment does not.
  const secret =
    typeof options['client-secret'] === 'string'
      ? options['client-secret']
      : (process.env.SSO_CLIENT_SECRET ?? '');
  if (!secret) throw new UsageError('--client-secret or SSO_CLIENT_SECRET is required');
  try {
    const provider = await db.transaction((tx) =>
      linkProvider(tx, ssoKey(config.ssoSecretKey), {
        organisationId: organisation.id,
        displayName: required(options, 'name'),
        issuer: required(options, 'issuer'),
        clientId: required(options, 'client-id'),
        clientSecret: secret,
        domains: list(required(options, 'domains')),
        groupClaim: typeof options['group-claim'] === 'string' ? options['group-claim'] : 'groups',
        groupPermissions: json(required(options, 'groups'), 'groups'),
        managementGroups: list(options['management-groups']),
      }),
    );
    return [
      `${organisation.name} signs in with ${provider.displayName} (${provider.issuer}, client ${provider.clientId})`,
      `E-mail domains: ${provider.domains.join(', ')}; groups from the claim "${provider.groupClaim}": ${JSON.stringify(provider.groupPermissions)}` +
        (provider.managementGroups.length > 0
          ? `; management: ${provider.managementGroups.join(', ')}`
          : ''),
      `Redirect URL to register at the provider: ${config.publicUrl}${API_BASE}${REDIRECT_PATH}`,
      'Addresses of these domains no longer sign in with a password.',
    ];
  } catch (error) {
    if (error instanceof SsoLinkRefused || error instanceof SsoKeyError) {
      throw new SsoRefused(error.message);
    }
    throw error;
  }
}

export async function ssoListCommand({ db }: TCommandContext): Promise<string[]> {
  const providers = await listProviders(db);
  if (providers.length === 0) return ['No organisation signs in with its own provider'];
  return providers.map(
    (provider) =>
      `${provider.organisationName}: ${provider.displayName} (${provider.issuer}, client ${provider.clientId}), ` +
      `domains ${provider.domains.join(', ')}, groups ${JSON.stringify(provider.groupPermissions)}`,
  );
}

export async function ssoUnlinkCommand({ db, options }: TCommandContext): Promise<string[]> {
  const organisation = await findOrganisation(db, required(options, 'org'));
  const removed = await unlinkProvider(db, organisation.id);
  if (!removed) throw new SsoRefused(`${organisation.name} has no provider linked`);
  return [
    `${organisation.name} no longer signs in with its own provider; its users set a password through 'Wachtwoord vergeten?'`,
  ];
}
