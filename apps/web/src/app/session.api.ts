import { LOGIN_PORTALS, type LoginPortal, type MenuNode, type SessionInfo } from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './api-client';
import { ApiError } from './api-error';
import { FIRST_LOAD_PATHS } from './first-load-paths';
import { clearStoredSession, storedLoginPage, storeSession } from './session-store';

export const SESSION_QUERY_KEY = ['session'] as const;
export const MENU_QUERY_KEY = ['menu'] as const;

const loadSchemas = () => import('./session.schemas');

/** The server session, or null when there is none (401 is an answer here, not an error). */
export const fetchSession = async (): Promise<SessionInfo | null> => {
  try {
    const { sessionInfoSchema } = await loadSchemas();
    const info = await apiGet(FIRST_LOAD_PATHS.session, { selfHandled: true, schema: sessionInfoSchema });
    storeSession(info);
    return info;
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) {
      clearStoredSession(false);
      return null;
    }
    throw error;
  }
};

export const useSessionQuery = () =>
  useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const fetchMenu = async (): Promise<MenuNode[]> => {
  const { menuListSchema } = await loadSchemas();
  return apiGet(FIRST_LOAD_PATHS.menu, { schema: menuListSchema });
};

export const useMenuQuery = (enabled: boolean) =>
  useQuery({ queryKey: MENU_QUERY_KEY, queryFn: fetchMenu, enabled, staleTime: 5 * 60_000 });

/** Logs in on one portal's endpoint; the login page shows any error itself. */
export const loginOnPortal = async (
  portal: LoginPortal,
  credentials: { loginId: string; password: string },
): Promise<SessionInfo> => {
  const { sessionInfoSchema } = await loadSchemas();
  const info = await apiPost(FIRST_LOAD_PATHS.login(portal), credentials, {
    selfHandled: true,
    schema: sessionInfoSchema,
  });
  storeSession(info, LOGIN_PORTALS[portal].page);
  return info;
};

/**
 * Ends the session and reloads on the login page the user came through: a full load drops every
 * cached answer and timer of the previous user at once.
 */
export const logout = async (fallbackLoginPage: string): Promise<void> => {
  const target = storedLoginPage() ?? fallbackLoginPage;
  try {
    await apiPost(FIRST_LOAD_PATHS.logout, undefined, { selfHandled: true });
  } catch {
    // The cookie may already be gone; leaving the page is what matters.
  }
  clearStoredSession(true);
  window.location.assign(target);
};
