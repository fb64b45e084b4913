/**
 * Tier 1 of the rental request: the catalogue as a tree. A category with children opens
 * and closes (a disclosure button); a rentable category (isRentable 1) shows its price
 * and can be added to the basket.
 */
import {
  buildCategoryTree,
  RENTALS_TEXTS as TEXTS,
  type TCategoryNode,
} from '@portal/shared/rules';
import { Amount, StatusPanel } from '@portal/shared/ui';
import { CatalogueTree, TreeAddButton, TreeItem } from '@portal/shared/ui/forms';
import { useRentalCategories } from '../api/get-rental-categories';

export type TCategoryPickerProps = {
  chosenIds: ReadonlySet<number>;
  onAdd: (category: TCategoryNode) => void;
};

export function CategoryPicker({ chosenIds, onAdd }: TCategoryPickerProps) {
  const query = useRentalCategories();
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  const tree = buildCategoryTree(query.data);
  if (tree.length === 0) return <StatusPanel type="noData" />;
  return (
    <CatalogueTree label={TEXTS.catalogueTitle}>
      {tree.map((node) => (
        <CategoryItem key={node.categoryId} node={node} chosenIds={chosenIds} onAdd={onAdd} />
      ))}
    </CatalogueTree>
  );
}

function CategoryItem({ node, chosenIds, onAdd }: TCategoryPickerProps & { node: TCategoryNode }) {
  return (
    <TreeItem
      title={node.title}
      actions={
        node.isRentable === 1 ? (
          <>
            {node.priceDisplay ? (
              <span className="rentals-tree__price">
                <Amount value={node.priceDisplay} />
              </span>
            ) : null}
            <TreeAddButton
              isChosen={chosenIds.has(node.categoryId)}
              text={TEXTS.addArticle}
              chosenText={TEXTS.added}
              label={TEXTS.addArticleFor(node.title)}
              chosenLabel={TEXTS.addedArticleFor(node.title)}
              onAdd={() => onAdd(node)}
            />
          </>
        ) : null
      }
      opens={
        node.children.length > 0
          ? () => (
              <CatalogueTree>
                {node.children.map((child) => (
                  <CategoryItem
                    key={child.categoryId}
                    node={child}
                    chosenIds={chosenIds}
                    onAdd={onAdd}
                  />
                ))}
              </CatalogueTree>
            )
          : undefined
      }
    />
  );
}
