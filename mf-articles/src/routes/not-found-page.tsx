// An address under /articles that this area does not have (spec 001 §8: 'Pagina niet gevonden').
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useArticlesPaths } from '../components/articles-paths';
import { ARTICLE_ROUTES } from '../config/articles-routes';

export function NotFoundPage() {
  const { to } = useArticlesPaths();
  return <AreaNotFoundPage backTo={to(ARTICLE_ROUTES.location.path)} backLabel={TEXTS.areaTitle} />;
}
