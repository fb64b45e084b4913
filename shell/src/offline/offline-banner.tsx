/**
 * The banner under the top bar while the phone has no connection (issue 29): it says so,
 * and when the answers the page shows from the phone were fetched; what the user sends
 * meanwhile waits in the outbox. Polite, so a screen reader hears it once it appears.
 */
import { formatDateTime, OFFLINE_TEXTS as TEXTS } from '@portal/shared/rules';
import { CloudOffIcon, KeepCodesWhole } from '@portal/shared/ui';
import { useConnectionState } from './use-connection-state';

export function OfflineBanner() {
  const { isOffline, shownFrom } = useConnectionState();
  return (
    <div className="offline-banner" role="status">
      {isOffline ? (
        <div className="ui-container offline-banner__inner">
          <CloudOffIcon className="offline-banner__icon" />
          <p>
            <strong>{TEXTS.bannerTitle}.</strong>{' '}
            {/* why: the date ('26-11-2026') never breaks at its hyphens on a phone. */}
            <KeepCodesWhole
              text={
                shownFrom === null
                  ? TEXTS.bannerNoData
                  : TEXTS.bannerShownFrom(formatDateTime(new Date(shownFrom)))
              }
            />
          </p>
        </div>
      ) : null}
    </div>
  );
}
