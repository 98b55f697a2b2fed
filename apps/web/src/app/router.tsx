import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { ChunkLoader } from '../components/chunk-loader';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ScreenLoader } from '../components/screen-loader';
import { loginPages } from '../features/login/screens';
import { ErrorDialogHost } from '../shell/error-dialog/error-dialog-host';
import { ToastContainer } from '../shell/toast/toast-container';
import { AppIdleMarker, exposeAppIdle } from './app-idle';
import { recordPageAccess } from './page-access-recorder';
import { rememberRouteUrls } from './route-url';
import type { ScreenDef } from './screen.types';
import { readStoredSession } from './session-store';

const AppRoot = () => (
  <>
    <Outlet />
    <ErrorDialogHost />
    <ToastContainer />
    <AppIdleMarker />
  </>
);

// The logged-in frame (header, sidebar, tab strip, notifications, the realtime socket) is a chunk
// of its own: a login page never loads it (issue 14 §6, login ≤ 150 KB of JavaScript).
const loadProtectedScreens = () => import('../shell/layouts/layout-shell').then((m) => m.ProtectedScreens);
const loadNotFoundPage = () => import('../components/not-found-page').then((m) => m.NotFoundPage);

const screenRoute = (screen: ScreenDef, framed: boolean): RouteObject => ({
  path: screen.path,
  handle: { screen },
  element: <ScreenLoader key={screen.path} screen={screen} framed={framed} />,
  // SPEC §2.3: the access count is recorded before each navigation, never waited for.
  loader: () => {
    recordPageAccess(screen);
    return null;
  },
});

const protectedScreenRoute = (screen: ScreenDef): RouteObject => ({
  ...screenRoute(screen, false),
  loader: () => {
    recordPageAccess(screen);
    // The frame and the page are fetched side by side, not one after the other; ChunkLoader
    // picks up the same promises (the browser loads a module once) and shows any failure. The
    // page only when a session is stored: a visitor who is sent to the login page does not
    // download the screen (and its grid) first.
    loadProtectedScreens().catch(() => undefined);
    if (readStoredSession()) screen.load().catch(() => undefined);
    return null;
  },
});

/**
 * Public entry points render bare; every other screen sits under one protected route that checks
 * the session and draws the screen's layout frame.
 */
export const buildRoutes = (screens: readonly ScreenDef[]): RouteObject[] => [
  {
    element: <AppRoot />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', element: <Navigate to="/MainPage" replace /> },
      {
        id: 'public',
        children: screens
          .filter((screen) => screen.roles === 'anyone')
          .map((screen) => screenRoute(screen, true)),
      },
      {
        id: 'protected',
        element: <ChunkLoader id="shell:protected" load={loadProtectedScreens} tip="불러오는 중…" />,
        children: screens.filter((screen) => screen.roles !== 'anyone').map(protectedScreenRoute),
      },
      { path: '*', element: <ChunkLoader id="page:not-found" load={loadNotFoundPage} tip="불러오는 중…" /> },
    ],
  },
];

// The login pages are the only screens the entry knows: the catalogue of every other screen (700
// paths, their names, roles and page loaders) is a chunk of its own, fetched on the first move to
// a path the entry does not know (a login page never loads it; issue 14 §6, login ≤ 150 KB). The
// router asks `patchRoutesOnNavigation` before matching such a path, so a deep link straight to a
// screen waits for the catalogue and then matches as if it had always been there.
const loadCatalogue = () => import('./screen-registry').then((m) => m.SCREENS);

const isPublic = (screen: ScreenDef) => screen.roles === 'anyone';

export const catalogueRoutePatcher = (
  known: readonly ScreenDef[],
  load: () => Promise<readonly ScreenDef[]> = loadCatalogue,
): PatchRoutesOnNavigationFunction => {
  let patched: Promise<void> | null = null;
  const knownPaths = new Set(known.map((screen) => screen.path));
  return ({ patch }) => {
    patched ??= load().then((screens) => {
      const fresh = screens.filter((screen) => !knownPaths.has(screen.path));
      patch(
        'public',
        fresh.filter(isPublic).map((screen) => screenRoute(screen, true)),
      );
      patch('protected', fresh.filter((screen) => !isPublic(screen)).map(protectedScreenRoute));
    });
    // A failed chunk load may be retried on the next move (the network came back).
    return patched.catch((error: unknown) => {
      patched = null;
      throw error;
    });
  };
};

export const createAppRouter = () => {
  const router = createBrowserRouter(buildRoutes(loginPages), {
    patchRoutesOnNavigation: catalogueRoutePatcher(loginPages),
  });
  rememberRouteUrls(router);
  exposeAppIdle(router);
  return router;
};
