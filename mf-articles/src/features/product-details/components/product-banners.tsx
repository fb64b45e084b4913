/**
 * The banners of a product page (spec 001 §2.4): a removed product warns that the aid
 * was removed; a reserved one shows the active reservation with its reason.
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { FlashMessage } from '@portal/shared/ui';
import { displayStatus } from '../../../components/status-badges';

export function ProductBanners({ details }: { details: TProductDetails }) {
  const status = displayStatus(details);
  if (status === 'REMOVED') {
    return (
      <FlashMessage type="warning" title={TEXTS.removedBanner} message={TEXTS.removedBannerText} />
    );
  }
  if (status === 'RESERVED') {
    return (
      <FlashMessage
        type="info"
        title={TEXTS.reservedBanner}
        message={details.reservationReason ? TEXTS.reservedReason(details.reservationReason) : null}
      />
    );
  }
  return null;
}
