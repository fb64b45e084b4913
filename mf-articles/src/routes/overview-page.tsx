// /articles/location and /articles/depot: one product overview tab.
import type { TProductPlacement } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { usePageTitle } from '@portal/shared/ui';
import { ProductsList } from '../features/products/components/products-list';

export function OverviewPage({ placement }: { placement: TProductPlacement }) {
  usePageTitle(TEXTS.tabs[placement]);
  // why: a key per tab, so the filters, page and selection of one tab never leak into another.
  return <ProductsList key={placement} placement={placement} />;
}
