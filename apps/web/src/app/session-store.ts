import type { SessionInfo } from '@erp/domain';
import { readItem, readJson, removeItem, writeItem } from './browser-storage';
import { isSessionInfo } from './session-shape';

// SPEC §3 session values, under the names the spec gives them. SESSION_INFO keeps the whole
// answer (name, kind, main page) and LOGIN_PAGE the page the user logged in on.
const SPEC_KEYS = ['auth', 'id', 'loginTime', 'AUTH', 'COMPANY_CODE', 'mode'] as const;
const SESSION_INFO = 'SESSION_INFO';
const LOGIN_PAGE = 'LOGIN_PAGE';
export const ROUTE_URL_KEY = 'routeUrl';
export const ITEM_LIST_KEY = 'ITEM_LIST';

export const storeSession = (info: SessionInfo, loginPage?: string): void => {
  const previousId = readItem('session', 'id');
  // Another account in the same tab starts with its own tabs, not the previous user's.
  if (previousId !== null && previousId !== info.id) removeItem('session', ITEM_LIST_KEY);
  for (const key of SPEC_KEYS) writeItem('session', key, String(info[key]));
  writeItem('session', SESSION_INFO, JSON.stringify(info));
  if (loginPage) writeItem('session', LOGIN_PAGE, loginPage);
};

export const readStoredSession = (): SessionInfo | null => {
  const stored = readJson('session', SESSION_INFO);
  return isSessionInfo(stored) ? stored : null;
};

export const storedLoginPage = (): string | null => readItem('session', LOGIN_PAGE);

export const storeRouteUrl = (url: string): void => writeItem('session', ROUTE_URL_KEY, url);

/** Forgets the session; `withTabs` also forgets the open tabs (logout, not expiry). */
export const clearStoredSession = (withTabs: boolean): void => {
  for (const key of [...SPEC_KEYS, SESSION_INFO, ROUTE_URL_KEY]) removeItem('session', key);
  if (withTabs) {
    removeItem('session', ITEM_LIST_KEY);
    removeItem('session', LOGIN_PAGE);
  }
};
