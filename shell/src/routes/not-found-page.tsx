// A path under an available area that the area does not have (shell/README.md).
import { MESSAGES, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, StatusPanel } from '@portal/shared/ui';
import { useEffect } from 'react';

export function NotFoundPage() {
  useEffect(() => {
    document.title = MESSAGES.pageNotFound;
  }, []);
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
