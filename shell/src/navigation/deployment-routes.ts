/**
 * The route table of this deployment: the portal's own (ROUTE_TABLE of
 * @portal/shared/rules) and the routes each Module Federation remote built elsewhere
 * declares in /remotes.json. A declared area lives under one base path of its own ('/partner'),
 * which no route of the table, no shell page and no legacy address uses; an area that
 * breaks that is left out (and named in the console), so it cannot take over a portal
 * page. Menus, breadcrumbs, titles, permissions and the router all read the result.
 */
import {
  isFederatedRemote,
  type TFederatedRemote,
  type TRemotesManifest,
} from '@portal/shared/contract';
import {
  LEGACY_REDIRECTS,
  REMOTE_NAMES,
  ROUTE_TABLE,
  type TRouteEntry,
} from '@portal/shared/rules';
import { areaBase } from './route-access';

export type TDeploymentRoutes = {
  /** Every route: the table's, then each accepted federated area's. */
  routes: readonly TRouteEntry[];
  /** The remotes /remotes.json lists that the shell can show (a refused one is not). */
  remotes: ReadonlySet<string>;
};

/** The base paths of the portal's own pages and addresses: no federated area may use one. */
function portalBases(): Set<string> {
  return new Set(
    [...ROUTE_TABLE.map((entry) => entry.path), ...LEGACY_REDIRECTS.map(({ from }) => from)].map(
      areaBase,
    ),
  );
}

/** Why a federated area cannot be shown, or null when it can. */
function refusal(
  name: string,
  remote: TFederatedRemote,
  taken: ReadonlySet<string>,
): string | null {
  if ((REMOTE_NAMES as readonly string[]).includes(name) || name === 'shell') {
    return `${name} is the name of a portal area`;
  }
  const bases = new Set(remote.routes.map((route) => areaBase(route.path)));
  if (bases.size !== 1) return `its routes lie below ${[...bases].join(', ')}, not one base path`;
  const [base = ''] = bases;
  if (taken.has(base)) return `${base} is already a path of the portal`;
  const outside = remote.routes.find(
    (route) => route.redirectTo !== undefined && areaBase(route.redirectTo) !== base,
  );
  if (outside) return `${outside.path} redirects outside ${base}`;
  return null;
}

export function deploymentRoutes(manifest: TRemotesManifest): TDeploymentRoutes {
  const taken = portalBases();
  const routes: TRouteEntry[] = [...ROUTE_TABLE];
  const remotes = new Set<string>();
  for (const [name, remote] of Object.entries(manifest)) {
    if (!isFederatedRemote(remote)) {
      remotes.add(name);
      continue;
    }
    const problem = refusal(name, remote, taken);
    if (problem) {
      // why: the console is where the supplier's staff see why an area is missing.
      console.error(`Remote "${name}" of /remotes.json is left out: ${problem}`);
      continue;
    }
    taken.add(areaBase(remote.routes[0]?.path ?? ''));
    remotes.add(name);
    for (const route of remote.routes) {
      routes.push({
        path: route.path,
        title: route.title,
        level: route.level,
        owner: name,
        isTopMenu: route.isTopMenu,
        ...(route.redirectTo ? { redirectTo: route.redirectTo } : {}),
        isPublic: false,
      });
    }
  }
  return { routes, remotes };
}
