// A partner's intranet page (another origin than the portal): its own header, fonts and
// colours, its own sign-in at the portal's API, and two portal areas side by side,
// Aanvragen and Verhuur, each mounted through the area's embedding API (embedded-area.tsx),
// or, with `?weergave=component`, rendered as React components of this page
// (area-component.tsx: the area's `./App`).
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AreaComponent } from './area-component';
import { EmbeddedArea } from './embedded-area';
import { SignIn } from './sign-in';

const TOKEN_KEY = 'intranet-portal-token';

/** How the areas are shown: `?weergave=component` once, then remembered for the tab. */
const AREA_VIEW = (() => {
  const given = new URLSearchParams(window.location.search).get('weergave');
  if (given) sessionStorage.setItem('intranet-weergave', given);
  return sessionStorage.getItem('intranet-weergave') === 'component' ? AreaComponent : EmbeddedArea;
})();

/** Asked by the areas before every call: the token of the intranet's sign-in. */
const getToken = () => sessionStorage.getItem(TOKEN_KEY);

function Intranet() {
  const [token, setToken] = useState(getToken);
  const [notice, setNotice] = useState<string | null>(null);
  const [shown, setShown] = useState({ requests: true, rentals: true });
  const onSessionExpired = useCallback(() => {
    sessionStorage.removeItem(TOKEN_KEY);
    setToken(null);
    setNotice('Uw sessie bij het portaal is verlopen. Meld u opnieuw aan.');
  }, []);
  function onSignedIn(next: string) {
    sessionStorage.setItem(TOKEN_KEY, next);
    setNotice(null);
    setToken(next);
  }
  const areas = [
    { remote: 'requests', title: 'Aanvragen bij de leverancier', basename: '/aanvragen' },
    { remote: 'rentals', title: 'Gehuurde hulpmiddelen', basename: '/verhuur' },
  ] as const;
  return (
    <>
      <header className="intranet-header">
        <h1>Zorggroep De Linde · intranet</h1>
        <nav aria-label="Intranet">
          <a href="#nieuws">Nieuws</a> <a href="#rooster">Rooster</a>
        </nav>
      </header>
      <main className="intranet-main">
        {token ? (
          <div className="intranet-columns">
            {areas.map(({ remote, title, basename }) => (
              <section key={remote} aria-label={title} className="intranet-column">
                <div className="intranet-column__bar">
                  <h2>{title}</h2>
                  <button
                    type="button"
                    onClick={() => setShown((now) => ({ ...now, [remote]: !now[remote] }))}
                  >
                    {shown[remote] ? 'Verbergen' : 'Tonen'}
                  </button>
                </div>
                {shown[remote] ? (
                  <AREA_VIEW
                    remote={remote}
                    basename={basename}
                    getToken={getToken}
                    onSessionExpired={onSessionExpired}
                  />
                ) : null}
              </section>
            ))}
          </div>
        ) : (
          <SignIn notice={notice} onSignedIn={onSignedIn} />
        )}
      </main>
    </>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Intranet />
    </StrictMode>,
  );
}
