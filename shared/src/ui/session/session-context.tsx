/**
 * The session of the signed-in user, shared by the shell and every remote through one
 * React context (the `shared` package is a federation singleton). The auth record lives
 * in local storage (key `auth`); this context mirrors it so screens re-render on change.
 */
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { TAuthRecord } from '../../contract/auth.js';
import { clearDeviceData } from '../../client/device-data.js';
import { closeAllLiveStreams } from '../../client/live-stream.js';
import { authStorage, clearAllStorage, STORAGE_KEYS } from '../../client/storage.js';

/** What useSession() gives. */
export type TSession = {
  auth: TAuthRecord | null;
  isSignedIn: boolean;
  /** Stores the auth record (login, or identify refreshing it). */
  signIn: (auth: TAuthRecord) => void;
  /**
   * Clears all local storage (spec 000 §2.1: logout clears everything), and with it what
   * the device keeps of the user beyond it: the answers kept for offline use, the outbox
   * and the query cache in memory (issue 29).
   */
  signOut: () => void;
};

const SessionContext = createContext<TSession | null>(null);

/** Props of SessionProvider. */
export type TSessionProviderProps = { children: ReactNode };

/** Holds the auth record from local storage and keeps it in step with other tabs. */
export function SessionProvider({ children }: TSessionProviderProps) {
  const [auth, setAuth] = useState<TAuthRecord | null>(() => authStorage.get());
  // why: the context, not useQueryClient(), so a provider without a query client works.
  const queryClient = useContext(QueryClientContext);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      // why: key null means another tab cleared all storage (logout there).
      if (event.key === null || event.key === STORAGE_KEYS.auth) setAuth(authStorage.get());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((next: TAuthRecord) => {
    authStorage.set(next);
    setAuth(next);
  }, []);

  const signOut = useCallback(() => {
    clearAllStorage();
    void clearDeviceData();
    // why: the next user on this phone must not see the previous one's answers in memory.
    queryClient?.clear();
    // why: a live stream opened with the old token must not outlive its session here.
    closeAllLiveStreams();
    setAuth(null);
  }, [queryClient]);

  const value = useMemo<TSession>(
    () => ({ auth, isSignedIn: auth !== null, signIn, signOut }),
    [auth, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * A session the page's host owns: an area embedded in a partner's page, signed in there.
 * The record is used as given (the host's token, identify's permissions) and never read
 * from or written to local storage, which belongs to the host's origin.
 */
export function HostSessionProvider({
  auth,
  children,
}: TSessionProviderProps & { auth: TAuthRecord }) {
  const value = useMemo<TSession>(
    () => ({ auth, isSignedIn: true, signIn: () => undefined, signOut: () => undefined }),
    [auth],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of a provider above, or null: an area tells the portal's shell from a host. */
export function useOptionalSession(): TSession | null {
  return useContext(SessionContext);
}

/** The current session; must be used below a SessionProvider. */
export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
