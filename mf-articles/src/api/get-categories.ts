/**
 * POST /global/articles/categories {articleType} (spec 001 §7): the category tree, as
 * options where a child reads 'Parent – Child' (the overview filter) and as the raw list
 * (the registration's tree, articleType 'intern').
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getCategoriesCall, type TArticleType, type TCategory } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from './query-keys';

export async function getCategories(articleType: TArticleType): Promise<TCategory[]> {
  const answer = await callApi(getCategoriesCall, { body: { articleType } });
  return requiredResponse(answer.response).categories;
}

export function getCategoriesQueryOptions(articleType: TArticleType) {
  return queryOptions({
    queryKey: [...articlesKeys.all, 'categories', articleType] as const,
    queryFn: () => getCategories(articleType),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(articleType: TArticleType) {
  return useQuery(getCategoriesQueryOptions(articleType));
}

/** The tree in depth-first order, each title prefixed by its ancestors' ('Bedden – Hoog-laag'). */
export function categoryOptions(
  categories: readonly TCategory[],
): { value: string; label: string }[] {
  const children = new Map<number | null, TCategory[]>();
  for (const category of categories) {
    const parent =
      category.parentId && categories.some((c) => c.categoryId === category.parentId)
        ? category.parentId
        : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: { value: string; label: string }[] = [];
  const walk = (parent: number | null, prefix: string) => {
    for (const category of children.get(parent) ?? []) {
      const label = prefix ? `${prefix} – ${category.title}` : category.title;
      options.push({ value: String(category.categoryId), label });
      walk(category.categoryId, label);
    }
  };
  walk(null, '');
  return options;
}
