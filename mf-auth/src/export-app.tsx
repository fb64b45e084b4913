/**
 * Exposed as `auth/App`: the account pages. Inside the shell it renders its
 * nested routes under the shell's router (mounted at /auth/*); mounted alone (no router
 * around it) it brings its own BrowserRouter with the given basename.
 */
import { StatusPanel } from '@portal/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import AuthRoutes from './routes/auth-routes';
import type { TAuthBrand } from './components/brand-context';

export type TAuthAppProps = {
  /** Path the area is mounted at when it brings its own router (standalone). */
  basename?: string;
  /** Supplier name and logo for the sign-in card. */
  brand?: TAuthBrand | null;
};

export default function App({ basename, brand = null }: TAuthAppProps) {
  const isInRouter = useInRouterContext();
  const content = (
    <Suspense fallback={<StatusPanel type="loading" />}>
      <AuthRoutes brand={brand} />
    </Suspense>
  );
  if (isInRouter) return content;
  return <BrowserRouter {...(basename ? { basename } : {})}>{content}</BrowserRouter>;
}
