// The application footer (spec 000 §1): version and supplier name.
import { APP_VERSION, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';

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
