/**
 * Step 1 of registration (spec 001 §2.4): the category tree of own aids (articleType
 * intern), opened level by level, down to an article. Each level is a list of 44 px
 * buttons; the chosen category's articles are listed under it.
 */
import type { TArticle, TCategory } from '@portal/shared/contract';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { Button, ChevronLeftIcon, ChevronRightIcon, StatusPanel } from '@portal/shared/ui';
import { useState } from 'react';
import { useCategories } from '../../../api/get-categories';
import { useArticles } from '../api/get-articles';

export function ArticlePicker({
  chosen,
  onChoose,
}: {
  chosen: TArticle | null;
  onChoose: (article: TArticle) => void;
}) {
  const categories = useCategories('intern');
  const [path, setPath] = useState<TCategory[]>([]);
  const current = path.at(-1) ?? null;
  const articles = useArticles(current?.categoryId ?? null);

  if (categories.status === 'pending') return <StatusPanel type="loading" />;
  if (categories.status === 'error')
    return <StatusPanel type="inline-error" message={categories.error.message} />;
  const all = categories.data;
  const known = new Set(all.map((category) => category.categoryId));
  const children = all.filter((category) =>
    current
      ? category.parentId === current.categoryId
      : category.parentId === null || !known.has(category.parentId),
  );

  return (
    <div className="articles-picker">
      {path.length > 0 ? (
        <nav aria-label={TEXTS.register.pathLabel} className="articles-picker__path">
          <Button
            variant="link"
            icon={<ChevronLeftIcon />}
            onClick={() => setPath(path.slice(0, -1))}
          >
            {path.length > 1 ? path[path.length - 2]?.title : TEXTS.register.allCategories}
          </Button>
          <p className="articles-picker__current">{current?.title}</p>
        </nav>
      ) : null}
      {children.length > 0 ? (
        <ul className="articles-picker__list" aria-label={TEXTS.register.categoriesLabel}>
          {children.map((category) => (
            <li key={category.categoryId}>
              <button
                type="button"
                className="articles-picker__item"
                onClick={() => setPath([...path, category])}
              >
                <span>{category.title}</span>
                <ChevronRightIcon aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {current ? (
        articles.status === 'pending' ? (
          <StatusPanel type="loading" />
        ) : articles.status === 'error' ? (
          <StatusPanel type="inline-error" message={articles.error.message} />
        ) : articles.data.length > 0 ? (
          <ul className="articles-picker__list" aria-label={TEXTS.register.articlesLabel}>
            {articles.data.map((article) => (
              <li key={article.id}>
                <button
                  type="button"
                  className="articles-picker__item articles-picker__item--article"
                  aria-pressed={chosen?.id === article.id}
                  onClick={() => onChoose(article)}
                >
                  <span>{article.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : children.length === 0 ? (
          <StatusPanel type="noData" />
        ) : null
      ) : null}
    </div>
  );
}
