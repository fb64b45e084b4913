// What ./lifecycles mounts: the area with its own router, query client and session.
import { SessionProvider } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAuthBrand } from './components/brand-context';
import App from './export-app';

export type TStandaloneProps = {
  /** Path the area is mounted at, e.g. '/auth'. */
  basename?: string;
  brand?: TAuthBrand | null;
};

export function StandaloneRoot({ basename, brand = null }: TStandaloneProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <App brand={brand} {...(basename ? { basename } : {})} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
