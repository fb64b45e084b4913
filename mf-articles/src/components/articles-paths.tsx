// Addresses inside the aids management area wherever it is mounted (createAreaPaths).
import { createAreaPaths } from '@portal/shared/remote';
import { ARTICLES_BASE } from '../config/article-routes';

export const { MountPathContext, useAreaPaths: useArticlesPaths } = createAreaPaths(ARTICLES_BASE);
