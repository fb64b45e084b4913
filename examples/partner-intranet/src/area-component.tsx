// One portal area as a React component of the intranet's own tree: the area's `./App`,
// loaded by Module Federation (the root README's "Loading an area from a Module Federation
// host"). It renders with this page's React, which the federation instance shares, so it
// is a child like any other: no mount or unmount of its own.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { federation, PORTAL_API } from './federation';

/** The props of an area's App (TAreaHostProps in the portal's shared/src/contract). */
type TAreaAppProps = {
  basename: string;
  apiBaseUrl: string;
  getToken: () => string | null;
  onSessionExpired: () => void;
  history: 'memory' | 'browser';
};

/** The area's App, loaded when it is first drawn. */
function areaApp(remote: string) {
  return lazy(async () => {
    const module = await federation.loadRemote<{ default: ComponentType<TAreaAppProps> }>(
      `${remote}/App`,
    );
    if (!module) throw new Error(`${remote}/App is niet geladen`);
    return module;
  });
}

const AREA_APPS = { requests: areaApp('requests'), rentals: areaApp('rentals') };

/** An area that cannot be loaded (the portal unreachable) says so in its place only. */
class AreaFailed extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

type TAreaComponentProps = {
  remote: 'requests' | 'rentals';
  basename: string;
  getToken: () => string | null;
  onSessionExpired: () => void;
};

export function AreaComponent({
  remote,
  basename,
  getToken,
  onSessionExpired,
}: TAreaComponentProps) {
  const App = AREA_APPS[remote];
  return (
    <div className="intranet-area" data-testid={`area-${remote}`}>
      <AreaFailed>
        <Suspense fallback={<p>Laden…</p>}>
          {/* why: two areas side by side cannot share the address bar: each keeps its own. */}
          <App
            basename={basename}
            apiBaseUrl={PORTAL_API}
            getToken={getToken}
            onSessionExpired={onSessionExpired}
            history="memory"
          />
        </Suspense>
      </AreaFailed>
    </div>
  );
}
