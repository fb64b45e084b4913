/**
 * An address of a domain whose organisation signs in with its own accounts (issue 40 §1):
 * 'Inloggen met <provider>' goes to the api, which sends the browser on to the provider;
 * 'Ander e-mailadres' goes back to the first step.
 */
import { AUTH_TEXTS as TEXTS, ssoButtonText } from '@portal/shared/rules';
import { Button, buttonClassName } from '@portal/shared/ui';
import { ssoStartUrl } from '../api/sso-calls';

export function SsoChoice({
  emailaddress,
  providerName,
  onOtherAddress,
}: {
  emailaddress: string;
  providerName: string;
  onOtherAddress: () => void;
}) {
  return (
    <div className="auth-form">
      <p className="auth-card__intro">{TEXTS.ssoIntro}</p>
      <p className="auth-sso__address">{emailaddress}</p>
      <div className="ui-actions">
        <a className={buttonClassName('primary', true)} href={ssoStartUrl(emailaddress)}>
          {ssoButtonText(providerName)}
        </a>
      </div>
      <p className="auth-links">
        <Button variant="link" onClick={onOtherAddress}>
          {TEXTS.ssoOtherAddress}
        </Button>
      </p>
    </div>
  );
}
