// Shown when a shell page itself throws while rendering; the portal stays usable.
import { MESSAGES, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { StatusPanel } from '@portal/shared/ui';

export function RouteErrorPage() {
  return (
    <main className="app-main ui-container" id="main-content">
      <StatusPanel type="inline-error" title={MESSAGES.errorTitle} message={MESSAGES.fetchFailed}>
        <a href="/home">{TEXTS.homeLink}</a>
      </StatusPanel>
    </main>
  );
}
