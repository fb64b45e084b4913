/**
 * Exposed as `articles/App`: the aids management pages, mounted by the shell at
 * /articles/* (except the depot-order routes of mf-depot) or alone with their own router
 * (createAreaApp, @portal/shared/remote).
 */
import { createAreaApp } from '@portal/shared/remote';
import { ARTICLES_AREA } from './components/articles-paths';
import ArticlesRoutes from './routes/articles-routes';

export default createAreaApp(ARTICLES_AREA, ArticlesRoutes);
