// /noaccess (spec 000 §4): the message that came with the navigation, else the forbidden text.
import { MESSAGES, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, FlashMessage, readFlash } from '@portal/shared/ui';
import { useLocation } from 'react-router-dom';
import { pageTitleOf } from '../navigation/derived-views';

export function NoAccessPage() {
  const location = useLocation();
  const flash = readFlash(location.state) ?? {
    message: MESSAGES.forbidden,
    type: 'error' as const,
  };
  return (
    <div className="ui-stack page">
      <h1>{pageTitleOf('/noaccess')}</h1>
      <FlashMessage type={flash.type} message={flash.message} />
      <div>
        <ButtonLink to="/home" variant="secondary">
          {TEXTS.homeLink}
        </ButtonLink>
      </div>
    </div>
  );
}
