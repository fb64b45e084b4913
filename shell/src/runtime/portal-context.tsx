// The runtime configuration and the set of available remotes, for every shell component.
import { createContext, useContext, type ReactNode } from 'react';
import type { TAvailableRemotes } from '../navigation/route-access';
import type { TPortalConfig } from './portal-config';

export type TPortalContext = { config: TPortalConfig; remotes: TAvailableRemotes };

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
