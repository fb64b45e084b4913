// GET /global/product/documents/{id} (spec 001 §7): the documents of one product.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getProductDocumentsCall, type TProductDocument } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export async function getProductDocuments(productId: number): Promise<TProductDocument[]> {
  const answer = await callApi(getProductDocumentsCall, { params: { id: productId } });
  return requiredResponse(answer.response).documents;
}

export function useProductDocuments(productId: number) {
  return useQuery(
    queryOptions({
      queryKey: articlesKeys.detailPart(productId, 'documents'),
      queryFn: () => getProductDocuments(productId),
    }),
  );
}
