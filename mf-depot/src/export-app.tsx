/**
 * Exposed as `depot/App`: the depot order tabs, their details and the delivery request. Inside the shell it renders its nested routes under the shell's router
 * (mounted at /articles/*, for the paths the route table gives the depot remote); mounted
 * alone (no router around it) it brings its own BrowserRouter with the given basename.
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import DepotRoutes from './routes/depot-routes';

export type TDepotAppProps = {
  /** Path the area is mounted at when it brings its own router (standalone). */
  basename?: string;
};

export default function App({ basename }: TDepotAppProps) {
  const isInRouter = useInRouterContext();
  const content = (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <DepotRoutes />
    </Suspense>
  );
  if (isInRouter) return content;
  return <BrowserRouter {...(basename ? { basename } : {})}>{content}</BrowserRouter>;
}
