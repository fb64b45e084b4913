// What the host gives every portal area: the embedding interface of the portal
// (TAreaHostProps of @portal/shared/contract): where it is mounted, where the API is, the
// signed-in user's token, and what to do when the portal says the session has ended.
import { PORTAL_ORIGIN } from './federation';

/** The portal token of the signed-in user; a partner gets it from its own sign-in. */
export function portalToken(): string | null {
  return sessionStorage.getItem('portal-token');
}

export type TAreaHostProps = {
  basename: string;
  apiBaseUrl: string;
  getToken: () => string | null;
  onSessionExpired: () => void;
};

export function areaProps(basename: string, onSessionExpired: () => void): TAreaHostProps {
  return {
    basename,
    apiBaseUrl: `${PORTAL_ORIGIN}/Rest/Pwa`,
    getToken: portalToken,
    onSessionExpired,
  };
}
