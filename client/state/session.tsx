import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SessionResponse, SessionUser } from '../../shared/protocol/account';
import { SESSION_CHANGED_MESSAGE } from '../../shared/protocol/liveFeed';
import { callRoute, type ReplyOfRoute } from '../net/api';
import { http as defaultHttp, type HttpClient, type HttpResult } from '../net/http';
import { subscribeLiveFeed } from './navbar/liveFeed';

// The signed-in user (or a guest) for the whole app, from `GET /api/session`.

export type SessionStatus = 'loading' | 'ready' | 'error';

export interface SessionContextValue {
  /** The last session the server sent; null until the first answer. */
  session: SessionResponse | null;
  /** The signed-in user; null for a guest or while loading. */
  user: SessionUser | null;
  status: SessionStatus;
  /** The text of the last failed session load, if any. */
  error: string | null;
  refresh(): Promise<void>;
  login(username: string, password: string): Promise<HttpResult<ReplyOfRoute<'POST /login'>>>;
  logout(): Promise<HttpResult<ReplyOfRoute<'POST /logout'>>>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Defaults to the app's client; tests pass their own. */
  http?: HttpClient;
  /** A session known before the first load (tests, server rendering); skips the loading state. */
  initial?: SessionResponse;
}

/**
 * The session the app's client was given before the app's first render (primeSession), for its
 * provider to start from instead of loading; null once the provider has taken it.
 */
let primed: SessionResponse | null = null;

/**
 * Asks the app's client (the default one) for the session ahead of the first render: a game's
 * page preloads the answer (server/http/gamePage.ts), and a provider that starts from it renders
 * its page once instead of a loading state first. Its CSRF token is remembered as on any load.
 */
export async function primeSession(): Promise<void> {
  const result = await defaultHttp.session();
  if (result.ok) primed = result.data;
}

/** Provides the session to its children and loads it once on mount (unless primed, see above). */
export function SessionProvider({ children, http = defaultHttp, initial }: SessionProviderProps) {
  // Read in the initialiser, not taken: a render React throws away and starts again reads it too.
  const [fresh] = useState(() => (initial === undefined && http === defaultHttp ? primed : null));
  const [session, setSession] = useState<SessionResponse | null>(initial ?? fresh);
  const [status, setStatus] = useState<SessionStatus>(initial || fresh ? 'ready' : 'loading');
  const [error, setError] = useState<string | null>(null);
  // The client whose primed session the provider started from: it needs no load of its own.
  const [loadedBy] = useState(() => (fresh === null ? null : http));

  const refresh = useCallback(async () => {
    const result = await http.session();
    if (result.ok) {
      setSession(result.data);
      setStatus('ready');
      setError(null);
    } else {
      setStatus('error');
      setError(result.error);
    }
  }, [http]);

  useEffect(() => {
    // A primed session was just asked for by this client: it is the load.
    if (loadedBy === http) {
      primed = null;
      return;
    }
    // A provided session is only the first picture: still ask the server (and get a CSRF token).
    void refresh();
  }, [http, loadedBy, refresh]);

  // A role or permission changed, or the account was closed: the controls must follow at once.
  const signedIn = session?.user != null;
  useEffect(
    () => (signedIn ? subscribeLiveFeed(SESSION_CHANGED_MESSAGE, () => void refresh()) : undefined),
    [signedIn, refresh],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      const result = await callRoute(http, 'POST /login', { body: { username, password } });
      // Signing in starts a new session: fetch it, with its new CSRF token.
      if (result.ok) await refresh();
      return result;
    },
    [http, refresh],
  );

  const logout = useCallback(async () => {
    const result = await callRoute(http, 'POST /logout');
    await refresh();
    return result;
  }, [http, refresh]);

  const value = useMemo<SessionContextValue>(
    () => ({ session, user: session?.user ?? null, status, error, refresh, login, logout }),
    [session, status, error, refresh, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; must be used under a SessionProvider. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
