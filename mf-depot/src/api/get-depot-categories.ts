/**
 * POST /global/articles/categories {articleType 'depot'} (spec 001 §7): the categories of
 * the articles the organisation has in the supplier's depot, as a tree built from
 * parentId (the request's picker) or as one list where a child reads 'Parent – Child'
 * (the order lists' filter).
 */
import { callApi } from '@portal/shared/client';
import { getCategoriesCall, type TCategory } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './query-keys';

export type TCategoryNode = TCategory & { children: TCategoryNode[] };

export async function getDepotCategories(signal?: AbortSignal): Promise<TCategory[]> {
  const answer = await callApi(getCategoriesCall, {
    body: { articleType: 'depot' },
    ...(signal ? { signal } : {}),
  });
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

/** The tree flattened depth first, each title preceded by its ancestors ('Bedden – Hoog-laag'). */
export function categoryOptions(
  categories: readonly TCategory[],
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: readonly TCategoryNode[], prefix: string, seen: Set<number>) => {
    for (const node of nodes) {
      if (seen.has(node.categoryId)) continue;
      seen.add(node.categoryId);
      const label = prefix ? `${prefix} – ${node.title}` : node.title;
      options.push({ value: String(node.categoryId), label });
      walk(node.children, label, seen);
    }
  };
  walk(buildCategoryTree(categories), '', new Set());
  return options;
}

export function getDepotCategoriesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'categories', articleType: 'depot' }),
    queryFn: ({ signal }) => getDepotCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDepotCategories() {
  return useQuery(getDepotCategoriesQueryOptions());
}
