// The aids management area at /articles: where it is mounted (createAreaApp provides it)
// and the addresses inside it (createAreaPaths, @portal/shared/remote).
import { createAreaPaths } from '@portal/shared/remote';
import { ARTICLES_BASE } from '../config/articles-routes';

export const ARTICLES_AREA = createAreaPaths(ARTICLES_BASE);

export const useArticlesPaths = ARTICLES_AREA.useAreaPaths;
