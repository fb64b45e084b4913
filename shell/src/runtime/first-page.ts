/**
 * What the first page needs before it can draw, started together at start-up rather than
 * one after another (ARCHITECTURE.md "First load"): the remote that draws the page and,
 * with a stored session, identify.
 */
import { PORTAL_ENVIRONMENT } from '@portal/shared/contract';
import { authStorage } from '@portal/shared/client';
import { pageOwner, type TRouteEntry, type TRouteOwner } from '@portal/shared/rules';
import { startIdentify } from '../session/identify';
import { startRemoteApp } from './remote-loader';

const SIGN_IN_REMOTE = 'auth';

/**
 * Who draws the page at `pathname`: its owner, or the sign-in remote for a protected
 * page opened without a portal session (the gate sends it to /auth/login).
 */
export function firstPageOwner(
  pathname: string,
  hasSession: boolean,
  routes?: readonly TRouteEntry[],
): TRouteOwner {
  const owner = pageOwner(pathname, routes);
  return owner === SIGN_IN_REMOTE || hasSession ? owner : SIGN_IN_REMOTE;
}

/**
 * Starts identify and the first page's remote (by the deployment's `routes`); call once
 * the router exists.
 */
export function startFirstPage(
  routes?: readonly TRouteEntry[],
  pathname: string = window.location.pathname,
): void {
  const auth = authStorage.get();
  const hasSession = Boolean(auth?.token) && auth?.environment === PORTAL_ENVIRONMENT;
  const owner = firstPageOwner(pathname, hasSession, routes);
  if (owner !== 'shell') startRemoteApp(owner);
  // why: the account pages clear the session themselves; nothing there needs identify.
  if (hasSession && owner !== SIGN_IN_REMOTE) startIdentify();
}
