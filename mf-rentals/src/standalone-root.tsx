// What ./lifecycles mounts: the area with its own router, query client and session.
import { SessionProvider } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import App from './export-app';

export type TStandaloneProps = {
  /** Path the area is mounted at, e.g. '/rentals'. */
  basename?: string;
};

export function StandaloneRoot({ basename }: TStandaloneProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <App {...(basename ? { basename } : {})} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
