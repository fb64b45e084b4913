// Shows its children (a request form) only after the server's permission check passed.
// Once passed, the form stays for the rest of the visit: a later answer of the check (after
// the form's own submit succeeded) must never replace the form with a refusal of its result.
import { StatusPanel } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useRequestPermission, type TPermissionCheck } from '../api/check-request-permission';

export function PermissionGate({ children, ...check }: TPermissionCheck & { children: ReactNode }) {
  const query = useRequestPermission(check);
  if (query.data === true) return <>{children}</>;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  return <StatusPanel type="loading" />;
}
