// The frame of signed-in pages: skip link, top bar, <main>, footer and, on phones, the
// bottom bar with the areas this user may open.
import { mainMenuStorage } from '@portal/shared/client';
import { useSession } from '@portal/shared/ui';
import { Outlet } from 'react-router-dom';
import { deriveMainMenu } from '../navigation/derived-views';
import { OfflineBanner } from '../offline/offline-banner';
import { usePortal } from '../runtime/portal-context';
import { BottomAreaNav } from './area-nav';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useHeadingFocus } from './use-heading-focus';

export function AppLayout() {
  const { config, remotes, routes } = usePortal();
  const { auth } = useSession();
  // why: read what sign-in and identify stored; derive only if it is not there (yet).
  const menu = mainMenuStorage.get() ?? deriveMainMenu(auth?.permissions ?? {}, remotes, routes);
  useHeadingFocus(MAIN_CONTENT_ID);
  return (
    <div className="app app--with-nav">
      <SkipLink />
      <TopBar menu={menu} />
      <OfflineBanner />
      <main id={MAIN_CONTENT_ID} className="app-main ui-container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer brandName={config.brand.name} />
      <BottomAreaNav items={menu} />
    </div>
  );
}
