import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from '../components/not-found-page';
import { ScreenLoader } from '../components/screen-loader';
import { ErrorDialog } from '../shell/error-dialog/error-dialog';
import { LayoutShell } from '../shell/layouts/layout-shell';
import { ToastContainer } from '../shell/toast/toast-container';
import { recordPageAccess } from './page-access-recorder';
import type { ScreenDef, ScreenLayout } from './screen.types';
import { SCREENS } from './screen-registry';

const AppRoot = () => (
  <>
    <Outlet />
    <ErrorDialog />
    <ToastContainer />
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

/** One route per layout, its screens as children, so a layout stays mounted between its pages. */
export const buildRoutes = (screens: readonly ScreenDef[]): RouteObject[] => {
  const layouts = Array.from(new Set(screens.map((screen) => screen.layout))) as ScreenLayout[];
  return [
    {
      element: <AppRoot />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { path: '/', element: <Navigate to="/MainPage" replace /> },
        ...layouts.map(
          (layout): RouteObject => ({
            id: `layout:${layout}`,
            element: <LayoutShell layout={layout} />,
            children: screens.filter((screen) => screen.layout === layout).map(screenRoute),
          }),
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
};

export const createAppRouter = () => createBrowserRouter(buildRoutes(SCREENS));
