// Test helpers of the aids management area: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { ARTICLES_BASE } from '../config/articles-routes';
import ArticlesRoutes from '../routes/articles-routes';

export { currentLocation, mockApi, ok, refused } from '@portal/shared/testing';

/** Renders the aids management area at a path under ARTICLES_BASE, signed in (`{ '*': 2 }` unless given). */
export const renderArea = createAreaRenderer(ARTICLES_BASE, <ArticlesRoutes />);
