/**
 * One product overview tab (spec 001 §2.1, §2.4): tabs 'Op locatie' / 'In depot' and the
 * depot's 'Opdrachten' / 'Archief' (those
 * the user may open), the search field, the order by a column (issue 23) and the eight
 * filters of §3 kept per list identifier, paging,
 * loading, no-data and error states, 'Download excel' of the filtered list, rows linking to
 * the product details, and (beyond the spec) a selection of up to 24 rows with a QR code
 * whose labels download as one A4 sheet.
 */
import {
  MAX_LABELS,
  type TProduct,
  type TProductPlacement,
} from '@portal/shared/contract/articles';
import { ARTICLES_OVERVIEW_TABS, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { ButtonLink, usePermissions } from '@portal/shared/ui';
import {
  DownloadButton,
  ListPage,
  listQueryProps,
  useListFilters,
  useListPageNumber,
} from '@portal/shared/ui/lists';
import { useMemo, useState } from 'react';
import { useArticlesPaths } from '../../../components/articles-paths';
import { ARTICLE_ROUTES, productPath } from '../../../config/articles-routes';
import { downloadLabels } from '../../../api/download-labels';
import { downloadProducts } from '../api/download-products';
import {
  EMPTY_PRODUCT_FILTERS,
  filtersFor,
  useProducts,
  type TProductListFilters,
} from '../api/get-products';
import { productColumns } from './product-columns';
import { ProductFilterFields } from './product-filter-fields';

export function ProductsList({ placement }: { placement: TProductPlacement }) {
  const identifier = `articles-${placement}`;
  const [stored, applyFilters] = useListFilters<TProductListFilters>(
    identifier,
    EMPTY_PRODUCT_FILTERS,
  );
  const filters = filtersFor(placement, stored);
  const [page, setPage] = useListPageNumber(identifier);
  const query = useProducts({ placement, page, filters });
  const { may } = usePermissions();
  const { to } = useArticlesPaths();
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());

  const columns = useMemo(
    () =>
      productColumns(placement, {
        isSelected: (product: TProduct) => selected.has(product.productId),
        toggle: (product: TProduct) =>
          setSelected((current) => {
            const next = new Map(current);
            if (next.has(product.productId)) next.delete(product.productId);
            else if (next.size < MAX_LABELS) next.set(product.productId, product.serialNumber);
            return next;
          }),
      }),
    [placement, selected],
  );

  // why (issue 38): the depot's orders sit beside the two overviews, as the table lists them.
  const tabs = ARTICLES_OVERVIEW_TABS.filter((route) => may(route)).map((route) => ({
    path: to(route.path),
    title: route.title,
  }));

  return (
    <ListPage<TProduct, TProductListFilters>
      // why: the page names its tab ('Op locatie', 'In depot'); the area is in the trail.
      title={TEXTS.tabs[placement]}
      identifier={identifier}
      columns={columns}
      {...listQueryProps(query, (data) => data.products)}
      getRowKey={(row) => row.productId}
      getRowLink={(row) => to(productPath(placement, 'details', row.productId))}
      page={page}
      onPageChange={setPage}
      tabs={tabs}
      search={{ hint: TEXTS.searchHint }}
      order={{ label: TEXTS.filters.ownOrder }}
      filter={{
        values: filters,
        defaults: EMPTY_PRODUCT_FILTERS,
        onApply: applyFilters,
        render: (props) => <ProductFilterFields {...props} placement={placement} />,
      }}
      downloads={
        <>
          <DownloadButton
            label={MESSAGES.downloadExcel}
            download={() => downloadProducts(placement, filters)}
          />
          {selected.size > 0 ? (
            <DownloadButton
              label={TEXTS.labels.printSelection(selected.size)}
              download={() => downloadLabels([...selected.keys()])}
            />
          ) : null}
          {may(ARTICLE_ROUTES.add) && placement === 'location' ? (
            <ButtonLink to={to(ARTICLE_ROUTES.add.path)}>{TEXTS.tiles.add}</ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
