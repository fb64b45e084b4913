/**
 * GET /customer/articles/details/{id} (spec 001 §7): one product. The answer is kept as
 * `product-{id}` in local storage (spec 000 §3) and its title as the page title of type
 * product, so the shell's crumbs name it at once on the next visit.
 */
import { callApi, pageTitleStorage, productStorage, requiredResponse } from '@portal/shared/client';
import { getProductDetailsCall, type TProductDetails } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export async function getProductDetails(productId: number): Promise<TProductDetails> {
  const answer = await callApi(getProductDetailsCall, { params: { id: productId } });
  const { details } = requiredResponse(answer.response);
  productStorage.set(productId, details);
  pageTitleStorage.set(
    'product',
    productId,
    TEXTS.productTitle(details.articleName, details.serialNumber),
  );
  return details;
}

export function getProductDetailsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: articlesKeys.detail(productId),
    queryFn: () => getProductDetails(productId),
  });
}

export function useProductDetails(productId: number) {
  return useQuery(getProductDetailsQueryOptions(productId));
}
