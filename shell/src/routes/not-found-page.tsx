// A path under an available area that the area does not have (shell/README.md).
import { MESSAGES, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, StatusPanel, usePageTitle } from '@portal/shared/ui';

export function NotFoundPage() {
  usePageTitle(MESSAGES.pageNotFound);
  return (
    <div className="ui-stack page">
      <h1>{MESSAGES.pageNotFound}</h1>
      <StatusPanel type="pageNotfound" />
      <div>
        <ButtonLink to="/home" variant="secondary">
          {TEXTS.homeLink}
        </ButtonLink>
      </div>
    </div>
  );
}
