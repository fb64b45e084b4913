/**
 * A product image as a Blob: GET PRODUCT_IMAGE_PATH?guid=<guid> with the token header
 * (spec 001 §7: "a file endpoint with query guid and the token header, as a blob").
 */
import { downloadFile } from '@portal/shared/client';
import { PRODUCT_IMAGE_PATH } from '@portal/shared/contract/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export function productImagePath(guid: string): string {
  return `${PRODUCT_IMAGE_PATH}?guid=${encodeURIComponent(guid)}`;
}

export function useProductImage(guid: string) {
  return useQuery(
    queryOptions({
      queryKey: articlesKeys.lookup('image', guid),
      queryFn: ({ signal }) => downloadFile(productImagePath(guid), { save: false, signal }),
      // why: a stored file never changes; keep it while the page is open.
      staleTime: Infinity,
      retry: false,
    }),
  );
}
