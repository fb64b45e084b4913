/**
 * POST /global/articles/categories {articleType 'rental'} (spec 001 §7): the catalogue of
 * rentable articles, as a tree built from parentId.
 */
import { callApi } from '@portal/shared/client';
import { getCategoriesCall, type TCategory } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TCategoryNode = TCategory & { children: TCategoryNode[] };

export async function getRentalCategories(): Promise<TCategory[]> {
  const answer = await callApi(getCategoriesCall, { body: { articleType: 'rental' } });
  return answer.response?.categories ?? [];
}

/** Categories under their parents; a category whose parent is not in the list is a root. */
export function buildCategoryTree(categories: readonly TCategory[]): TCategoryNode[] {
  const nodes = new Map<number, TCategoryNode>();
  for (const category of categories) nodes.set(category.categoryId, { ...category, children: [] });
  const roots: TCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function getRentalCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...rentalsKeys.all, 'categories', { articleType: 'rental' }],
    queryFn: getRentalCategories,
    staleTime: 5 * 60_000,
  });
}

export function useRentalCategories() {
  return useQuery(getRentalCategoriesQueryOptions());
}
