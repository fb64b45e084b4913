// One portal area in an element of the intranet, through the area's embedding API
// (`<area>/embed`, version 1): load it by Module Federation, mount it into the element,
// unmount it when the element goes.
import { useEffect, useRef, useState } from 'react';
import { federation, PORTAL_API } from './federation';

/** The embedding API of a portal area, version 1 (README.md). */
type TAreaEmbed = {
  version: number;
  mount: (
    element: Element,
    options: {
      apiBaseUrl: string;
      basename: string;
      getToken: () => string | null;
      onSessionExpired: () => void;
    },
  ) => Promise<{ unmount: () => Promise<void> }>;
};

const EMBED_API_VERSION = 1;

type TEmbeddedAreaProps = {
  remote: 'requests' | 'rentals';
  basename: string;
  getToken: () => string | null;
  onSessionExpired: () => void;
};

export function EmbeddedArea({ remote, basename, getToken, onSessionExpired }: TEmbeddedAreaProps) {
  const element = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let unmount: (() => Promise<void>) | null = null;
    let isCancelled = false;
    void (async () => {
      const embed = await federation.loadRemote<TAreaEmbed>(`${remote}/embed`);
      if (!embed || embed.version !== EMBED_API_VERSION) {
        throw new Error(`${remote}/embed spreekt niet versie ${EMBED_API_VERSION}`);
      }
      if (isCancelled || !element.current) return;
      const area = await embed.mount(element.current, {
        apiBaseUrl: PORTAL_API,
        basename,
        getToken,
        onSessionExpired,
      });
      if (isCancelled) await area.unmount();
      else unmount = area.unmount;
    })().catch((cause: unknown) => setError(String(cause)));
    return () => {
      isCancelled = true;
      void unmount?.();
    };
    // why: mounted once per area; getToken and onSessionExpired are read on every call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, basename]);
  return error ? (
    <p role="alert">{error}</p>
  ) : (
    <div ref={element} className="intranet-area" data-testid={`area-${remote}`} />
  );
}
