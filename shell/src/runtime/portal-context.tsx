// The runtime configuration, the deployment's route table and remotes, and what the shell
// gives every area (the embedding interface), for every shell component.
import type { TAreaHostProps } from '@portal/shared/contract';
import type { TRouteEntry } from '@portal/shared/rules';
import { createContext, useContext, type ReactNode } from 'react';
import type { TAvailableRemotes } from '../navigation/route-access';
import type { TPortalConfig } from './portal-config';

export type TPortalContext = {
  config: TPortalConfig;
  /** The remotes of /remotes.json the shell can show. */
  remotes: TAvailableRemotes;
  /** The route table with the routes federated areas declare (deployment-routes.ts). */
  routes: readonly TRouteEntry[];
  /** The API and session as every area gets them (each with its own `basename`). */
  areaProps: Required<Omit<TAreaHostProps, 'basename' | 'history'>>;
};

const PortalContext = createContext<TPortalContext | null>(null);

export function PortalProvider({
  value,
  children,
}: {
  value: TPortalContext;
  children: ReactNode;
}) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): TPortalContext {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal outside PortalProvider');
  return value;
}
