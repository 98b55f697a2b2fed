import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from '../components/not-found-page';
import { ScreenLoader } from '../components/screen-loader';
import { ErrorDialog } from '../shell/error-dialog/error-dialog';
import { ProtectedScreens } from '../shell/layouts/layout-shell';
import { ToastContainer } from '../shell/toast/toast-container';
import { AppIdleMarker, exposeAppIdle } from './app-idle';
import { recordPageAccess } from './page-access-recorder';
import { rememberRouteUrls } from './route-url';
import type { ScreenDef } from './screen.types';
import { SCREENS } from './screen-registry';

const AppRoot = () => (
  <>
    <Outlet />
    <ErrorDialog />
    <ToastContainer />
    <AppIdleMarker />
  </>
);

const screenRoute = (screen: ScreenDef): RouteObject => ({
  path: screen.path,
  handle: { screen },
  element: <ScreenLoader key={screen.path} screen={screen} />,
  // SPEC §2.3: the access count is recorded before each navigation, never waited for.
  loader: () => {
    recordPageAccess(screen);
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
      { id: 'public', children: screens.filter((screen) => screen.roles === 'anyone').map(screenRoute) },
      {
        id: 'protected',
        element: <ProtectedScreens />,
        children: screens.filter((screen) => screen.roles !== 'anyone').map(screenRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => {
  const router = createBrowserRouter(buildRoutes(SCREENS));
  rememberRouteUrls(router);
  exposeAppIdle(router);
  return router;
};
