/**
 * Renders one remote's App where the shell mounts it. The remote's code is fetched the
 * first time this renders (React.lazy over the remote loader), inside an error boundary whose
 * retry forgets the failed load. Give it a `key` per remote name.
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { getRemoteApp, resetRemoteApp } from '../runtime/remote-loader';
import { usePortal } from '../runtime/portal-context';
import { RemoteErrorBoundary } from './remote-error-boundary';

type TRemoteAreaProps = {
  remoteName: string;
  /** What shows while the remote's code loads; the loading panel when not given. */
  fallback?: ReactNode;
};

export function RemoteArea({ remoteName, fallback }: TRemoteAreaProps) {
  const { config } = usePortal();
  // why: the lazy component is made once per attempt, outside render; a retry replaces it
  // (and remounts the boundary through its key).
  const [attempt, setAttempt] = useState(() => ({ count: 0, App: getRemoteApp(remoteName) }));
  const { App: RemoteApp } = attempt;
  return (
    <RemoteErrorBoundary
      key={attempt.count}
      remoteName={remoteName}
      onRetry={() => {
        resetRemoteApp(remoteName);
        setAttempt((previous) => ({ count: previous.count + 1, App: getRemoteApp(remoteName) }));
      }}
    >
      <Suspense fallback={fallback ?? <StatusPanel type="loading" />}>
        <RemoteApp brand={config.brand} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
