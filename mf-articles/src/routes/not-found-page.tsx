// An address under /articles that this area does not have (spec 001 §8: 'Pagina niet gevonden').
import { MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { ButtonLink, StatusPanel } from '@portal/shared/ui';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';
import { ARTICLE_ROUTES } from '../config/article-routes';

export function NotFoundPage() {
  const { to } = useArticlesPaths();
  return (
    <AreaPage title={MESSAGES.pageNotFound}>
      <StatusPanel type="pageNotfound" />
      <div>
        <ButtonLink to={to(ARTICLE_ROUTES.location.path)} variant="secondary">
          {TEXTS.areaTitle}
        </ButtonLink>
      </div>
    </AreaPage>
  );
}
