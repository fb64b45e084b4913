/**
 * The article categories (POST /global/articles/categories) as the tree their parentId
 * describes, for the rental catalogue and the depot picker, and flattened into options
 * where a child reads 'Parent – Child' (filters). A category whose parent is not in the
 * list is a root; a loop of parents is never followed twice.
 */
import type { TCategory } from '../contract/index.js';

export type TCategoryNode = TCategory & { children: TCategoryNode[] };

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

/** The tree depth first, each title preceded by its ancestors ('Bedden – Hoog-laagbedden'). */
export function categoryPathOptions(
  categories: readonly TCategory[],
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const seen = new Set<number>();
  const walk = (nodes: readonly TCategoryNode[], prefix: string) => {
    for (const node of nodes) {
      if (seen.has(node.categoryId)) continue;
      seen.add(node.categoryId);
      const label = prefix ? `${prefix} – ${node.title}` : node.title;
      options.push({ value: String(node.categoryId), label });
      walk(node.children, label);
    }
  };
  walk(buildCategoryTree(categories), '');
  return options;
}
