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
import { Amount, Button, ChevronDownIcon, ChevronRightIcon, StatusPanel } from '@portal/shared/ui';
import { useState } from 'react';
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
    <ul className="rentals-tree" aria-label={TEXTS.catalogueTitle}>
      {tree.map((node) => (
        <CategoryItem key={node.categoryId} node={node} chosenIds={chosenIds} onAdd={onAdd} />
      ))}
    </ul>
  );
}

function CategoryItem({ node, chosenIds, onAdd }: TCategoryPickerProps & { node: TCategoryNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const hasChildren = node.children.length > 0;
  const isChosen = chosenIds.has(node.categoryId);
  const groupId = `rentals-category-${node.categoryId}`;
  return (
    <li className="rentals-tree__item">
      <div className="rentals-tree__row">
        {hasChildren ? (
          <button
            type="button"
            className="rentals-tree__toggle"
            aria-expanded={isOpen}
            aria-controls={groupId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
            <span>{node.title}</span>
          </button>
        ) : (
          <span className="rentals-tree__title">{node.title}</span>
        )}
        {node.isRentable === 1 ? (
          <span className="rentals-tree__add">
            {node.priceDisplay ? (
              <span className="rentals-tree__price">
                <Amount value={node.priceDisplay} />
              </span>
            ) : null}
            <Button
              variant="secondary"
              // why: the name holds the visible word ('Toegevoegd' once added, WCAG 2.5.3).
              aria-label={
                isChosen ? TEXTS.addedArticleFor(node.title) : TEXTS.addArticleFor(node.title)
              }
              aria-disabled={isChosen || undefined}
              onClick={() => {
                if (!isChosen) onAdd(node);
              }}
            >
              {isChosen ? TEXTS.added : TEXTS.addArticle}
            </Button>
          </span>
        ) : null}
      </div>
      {hasChildren && isOpen ? (
        <ul id={groupId} className="rentals-tree__children">
          {node.children.map((child) => (
            <CategoryItem key={child.categoryId} node={child} chosenIds={chosenIds} onAdd={onAdd} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
