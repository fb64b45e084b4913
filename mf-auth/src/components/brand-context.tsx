// The supplier's name and logo, handed down by whoever mounts the auth area (the shell
// reads them from /config.json); the sign-in card shows them.
import { createContext, useContext } from 'react';

export type TAuthBrand = { name: string; logoUrl: string };

export const BrandContext = createContext<TAuthBrand | null>(null);

export function useBrand(): TAuthBrand | null {
  return useContext(BrandContext);
}
