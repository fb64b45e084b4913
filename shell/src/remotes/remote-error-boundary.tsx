/**
 * Keeps a failing remote inside its own area: an error panel with a retry replaces the
 * area, while the top bar, menus and other areas keep working (shell/README.md "How it starts").
 * Offline it says the area needs a connection: an area the phone has not kept cannot load.
 */
import { isBrowserOffline } from '@portal/shared/client';
import { MESSAGES, OFFLINE_TEXTS, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, RefreshIcon, StatusPanel } from '@portal/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type TProps = { remoteName: string; onRetry: () => void; children: ReactNode };
type TState = { error: Error | null };

export class RemoteErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // why: the console is where a support engineer sees which remote failed and why.
    console.error(`Remote "${this.props.remoteName}" failed`, error, info.componentStack);
  }

  // why: the parent remounts this boundary (new key) with a fresh lazy component.
  private retry = () => this.props.onRetry();

  override render() {
    if (!this.state.error) return this.props.children;
    const isOffline = isBrowserOffline();
    return (
      <div className="remote-area remote-area--failed">
        <StatusPanel
          type="inline-error"
          title={isOffline ? OFFLINE_TEXTS.bannerTitle : MESSAGES.errorTitle}
          message={isOffline ? OFFLINE_TEXTS.areaOffline : MESSAGES.fetchFailed}
        >
          <div>
            <Button variant="secondary" icon={<RefreshIcon />} onClick={this.retry}>
              {TEXTS.retry}
            </Button>
          </div>
        </StatusPanel>
      </div>
    );
  }
}
