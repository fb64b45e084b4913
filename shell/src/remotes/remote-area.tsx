/**
 * Renders one remote's App where the shell mounts it. The remote's code is fetched the
 * first time this renders (React.lazy over the remote loader), inside an error boundary whose
 * retry forgets the failed load. Give it a `key` per remote name. Every App gets the same
 * props: the embedding interface (TAreaHostProps: its base path, the API, the session) a
 * partner's host gives our areas too, and the supplier's brand.
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { getRemoteApp, resetRemoteApp } from '../runtime/remote-loader';
import { usePortal } from '../runtime/portal-context';
import { RemoteErrorBoundary } from './remote-error-boundary';

type TRemoteAreaProps = {
  remoteName: string;
  /** The path the area is mounted at ('/rentals', '/partner'). */
  basename: string;
  /** What shows while the remote's code loads; the loading panel when not given. */
  fallback?: ReactNode;
};

export function RemoteArea({ remoteName, basename, fallback }: TRemoteAreaProps) {
  const { config, areaProps } = usePortal();
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
        <RemoteApp {...areaProps} basename={basename} brand={config.brand} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
