import {
  LOGIN_PORTALS,
  type LoginPortal,
  loginApi,
  type MenuNode,
  menuApi,
  menuNodeSchema,
  type SessionInfo,
  sessionInfoSchema,
  urlOf,
  userApi,
} from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './api-client';
import { ApiError } from './api-error';
import { clearStoredSession, storedLoginPage, storeSession } from './session-store';

export const SESSION_QUERY_KEY = ['session'] as const;
export const MENU_QUERY_KEY = ['menu'] as const;

const menuListSchema = menuNodeSchema.array();

/** The server session, or null when there is none (401 is an answer here, not an error). */
export const fetchSession = async (): Promise<SessionInfo | null> => {
  try {
    const info = await apiGet(urlOf(userApi.session, {}), { selfHandled: true, schema: sessionInfoSchema });
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

export const fetchMenu = (): Promise<MenuNode[]> =>
  apiGet(urlOf(menuApi.list, {}), { schema: menuListSchema });

export const useMenuQuery = (enabled: boolean) =>
  useQuery({ queryKey: MENU_QUERY_KEY, queryFn: fetchMenu, enabled, staleTime: 5 * 60_000 });

/** Logs in on one portal's endpoint; the login page shows any error itself. */
export const loginOnPortal = async (
  portal: LoginPortal,
  credentials: { loginId: string; password: string },
): Promise<SessionInfo> => {
  const info = await apiPost(urlOf(loginApi[portal], { body: credentials }), credentials, {
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
    await apiPost(urlOf(userApi.logout, {}), undefined, { selfHandled: true });
  } catch {
    // The cookie may already be gone; leaving the page is what matters.
  }
  clearStoredSession(true);
  window.location.assign(target);
};
