// The frame of signed-in pages: skip link, top bar, <main> and footer.
import { Outlet } from 'react-router-dom';
import { usePortal } from '../runtime/portal-context';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export function AppLayout() {
  const { config } = usePortal();
  return (
    <div className="app">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} className="app-main ui-container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer brandName={config.brand.name} />
    </div>
  );
}
