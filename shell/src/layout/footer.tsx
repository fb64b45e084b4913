// The application footer (spec 000 §1): version and supplier name.
import { APP_VERSION } from '@portal/shared/rules';
import { TEXTS } from '../config/texts';

export function Footer({ brandName }: { brandName: string }) {
  return (
    <footer className="app-footer">
      <div className="ui-container app-footer__inner">
        <span>{brandName}</span>
        <span>{TEXTS.version(APP_VERSION)}</span>
      </div>
    </footer>
  );
}
