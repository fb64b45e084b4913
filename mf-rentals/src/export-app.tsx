/**
 * Exposed as `rentals/App`: the rentals pages. Inside the shell it renders its
 * nested routes under the shell's router (mounted at /rentals/*); mounted alone (no router
 * around it) it brings its own BrowserRouter with the given basename.
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import RentalsRoutes from './routes/rentals-routes';

export type TRentalsAppProps = {
  /** Path the area is mounted at when it brings its own router (standalone). */
  basename?: string;
};

export default function App({ basename }: TRentalsAppProps) {
  const isInRouter = useInRouterContext();
  const content = (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <RentalsRoutes />
    </Suspense>
  );
  if (isInRouter) return content;
  return <BrowserRouter {...(basename ? { basename } : {})}>{content}</BrowserRouter>;
}
