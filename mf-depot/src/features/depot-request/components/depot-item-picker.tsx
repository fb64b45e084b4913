/**
 * The picker 'Toevoegen op aanvraag' (spec 001 §2.5): the depot's categories as a tree. A
 * category can be added as a whole ('any bed of this kind') or opened, which shows its
 * articles (asked then) and its sub-categories, each of which can be added on its own. An
 * item already chosen shows 'Toegevoegd' and is not added twice. A category's button says
 * 'Categorie toevoegen' and an article's 'Toevoegen' (issue 38: the two looked the same, and
 * a category means 'any of this kind, the supplier chooses').
 */
import type { TArticle } from '@portal/shared/contract';
import { buildCategoryTree, type TCategoryNode } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { StatusPanel } from '@portal/shared/ui';
import { CatalogueTree, TreeAddButton, TreeItem } from '@portal/shared/ui/forms';
import { useDepotCategories } from '../../../api/get-depot-categories';
import { useDepotArticles } from '../api/get-depot-articles';
import { itemKey, type TDepotItem } from '../depot-request-rules';

export type TPickedItem = Omit<TDepotItem, 'amount'>;

type TPickerProps = {
  chosenKeys: ReadonlySet<string>;
  onAdd: (item: TPickedItem) => void;
};

export const PICKER_ID = 'depot-picker';

export function DepotItemPicker({ chosenKeys, onAdd }: TPickerProps) {
  const query = useDepotCategories();
  let body;
  if (query.status === 'pending') body = <StatusPanel type="loading" />;
  else if (query.status === 'error')
    body = <StatusPanel type="inline-error" message={query.error.message} />;
  else {
    const tree = buildCategoryTree(query.data);
    body =
      tree.length === 0 ? (
        <StatusPanel type="noData" />
      ) : (
        <CatalogueTree label={TEXTS.pickerCategories}>
          {tree.map((node) => (
            <CategoryItem key={node.categoryId} node={node} chosenKeys={chosenKeys} onAdd={onAdd} />
          ))}
        </CatalogueTree>
      );
  }
  return (
    <section className="depot-picker" aria-labelledby={`${PICKER_ID}-title`}>
      <h2 id={`${PICKER_ID}-title`} className="depot-section-title">
        {TEXTS.pickerTitle}
      </h2>
      <p className="depot-muted">{TEXTS.pickerHint}</p>
      {body}
    </section>
  );
}

function CategoryItem({ node, chosenKeys, onAdd }: TPickerProps & { node: TCategoryNode }) {
  const needsMattressSize = node.hasMeasurementsBed === 1;
  const categoryItem = { kind: 'category', id: node.categoryId } as const;
  return (
    <TreeItem
      title={node.title}
      actions={
        <TreeAddButton
          isChosen={chosenKeys.has(itemKey(categoryItem))}
          text={TEXTS.addCategory}
          chosenText={TEXTS.added}
          label={TEXTS.addCategoryFor(node.title)}
          chosenLabel={TEXTS.addedFor(TEXTS.categoryItem(node.title))}
          onAdd={() =>
            onAdd({ ...categoryItem, name: TEXTS.categoryItem(node.title), needsMattressSize })
          }
        />
      }
      opens={() => (
        <>
          <CategoryArticles
            categoryId={node.categoryId}
            title={node.title}
            needsMattressSize={needsMattressSize}
            chosenKeys={chosenKeys}
            onAdd={onAdd}
          />
          {node.children.length > 0 ? (
            <CatalogueTree>
              {node.children.map((child) => (
                <CategoryItem
                  key={child.categoryId}
                  node={child}
                  chosenKeys={chosenKeys}
                  onAdd={onAdd}
                />
              ))}
            </CatalogueTree>
          ) : null}
        </>
      )}
    />
  );
}

function CategoryArticles({
  categoryId,
  title,
  needsMattressSize,
  chosenKeys,
  onAdd,
}: TPickerProps & { categoryId: number; title: string; needsMattressSize: boolean }) {
  const query = useDepotArticles(categoryId, true);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  if (query.data.length === 0) return <p className="depot-muted">{TEXTS.noArticles}</p>;
  return (
    <CatalogueTree label={TEXTS.showArticles(title)}>
      {query.data.map((article: TArticle) => {
        const item = { kind: 'article', id: article.id } as const;
        return (
          <TreeItem
            key={article.id}
            title={article.name}
            actions={
              <TreeAddButton
                isChosen={chosenKeys.has(itemKey(item))}
                text={TEXTS.addArticle}
                chosenText={TEXTS.added}
                label={TEXTS.addArticleFor(article.name)}
                chosenLabel={TEXTS.addedFor(article.name)}
                onAdd={() => onAdd({ ...item, name: article.name, needsMattressSize })}
              />
            }
          />
        );
      })}
    </CatalogueTree>
  );
}
