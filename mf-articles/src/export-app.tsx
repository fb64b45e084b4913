/**
 * Exposed as `articles/App`: the aids management pages. Inside the shell it
 * renders its nested routes under the shell's router (mounted at /articles/*); mounted
 * alone (no router around it) it brings its own BrowserRouter with the given basename.
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import ArticlesRoutes from './routes/articles-routes';

export type TArticlesAppProps = {
  /** Path the area is mounted at when it brings its own router (standalone). */
  basename?: string;
};

export default function App({ basename }: TArticlesAppProps) {
  const isInRouter = useInRouterContext();
  const content = (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <ArticlesRoutes />
    </Suspense>
  );
  if (isInRouter) return content;
  return <BrowserRouter {...(basename ? { basename } : {})}>{content}</BrowserRouter>;
}
