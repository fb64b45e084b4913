// Test helpers: a portal context (config, remotes, route table) and an auth record.
import type { TAuthRecord, TPermissions } from '@portal/shared/contract';
import { REMOTE_NAMES, ROUTE_TABLE } from '@portal/shared/rules';
import type { TPortalContext } from '../runtime/portal-context';

export const TEST_PORTAL: TPortalContext = {
  config: {
    apiBaseUrl: '/Rest/Pwa',
    brand: {
      name: 'Vitalis Zorghulpmiddelen',
      logoUrl: '/branding/logo.svg',
      supportPhone: '+31 30 123 45 67',
      supportEmail: 'support@vitalis-zorg.nl',
      zvwUrl: 'https://www.vitalis-zorg.nl/aanvraag-zvw',
    },
  },
  remotes: new Set<string>(REMOTE_NAMES),
  routes: ROUTE_TABLE,
  areaProps: {
    apiBaseUrl: '/Rest/Pwa',
    getToken: () => 'token-1',
    onSessionExpired: () => undefined,
  },
};

export function authRecord(permissions: TPermissions): TAuthRecord {
  return {
    token: 'token-1',
    fullName: 'Anna de Vries',
    userId: 1,
    roles: ['customer'],
    permissions,
    environment: 'customer-portal',
  };
}
