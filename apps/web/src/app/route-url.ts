import type { createBrowserRouter } from 'react-router';
import type { ScreenDef } from './screen.types';
import { readStoredSession, storeRouteUrl } from './session-store';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Arrival = {
  navigation: { state: string };
  location: { pathname: string; search: string };
  matches: readonly { route: { handle?: unknown } }[];
};

const screenOf = (handle: unknown): Pick<ScreenDef, 'roles'> | null =>
  typeof handle === 'object' && handle !== null && 'screen' in handle
    ? (handle as { screen: Pick<ScreenDef, 'roles'> }).screen
    : null;

/**
 * The address to remember as `routeUrl` (SPEC §3) once the router has arrived somewhere: a
 * screen behind the login, while someone is logged in. Public entry points and moves still in
 * progress are not remembered.
 */
export const routeUrlOfArrival = (arrival: Arrival, loggedIn: boolean): string | null => {
  if (!loggedIn || arrival.navigation.state !== 'idle') return null;
  const screen = screenOf(arrival.matches.at(-1)?.route.handle);
  if (!screen || screen.roles === 'anyone') return null;
  return arrival.location.pathname + arrival.location.search;
};

/**
 * Remembers each arrival the moment the address changes. The shell's effect alone wrote it only
 * after the new screen had rendered, which on a slow machine (a screen chunk still loading) came
 * long after the address bar showed the new page.
 */
export const rememberRouteUrls = (router: AppRouter): void => {
  router.subscribe((state) => {
    const url = routeUrlOfArrival(state, readStoredSession() !== null);
    if (url) storeRouteUrl(url);
  });
};
