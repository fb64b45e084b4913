// Shows its children (a request form) only after the server's permission check passed.
import { StatusPanel } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useRequestPermission, type TPermissionCheck } from '../api/check-request-permission';

export function PermissionGate({ children, ...check }: TPermissionCheck & { children: ReactNode }) {
  const query = useRequestPermission(check);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  return <>{children}</>;
}
