import { App as AntApp, Button } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HOME_PATH } from '../../app/landing';
import { loginPageFor, loginRedirectUrl } from '../../app/login-redirect';
import type { LayoutName, ScreenDef, ScreenLayout } from '../../app/screen.types';
import { canOpenScreen, menuUrlsOf, resolveLayout } from '../../app/screen-access';
import { isRegisteredUrl } from '../../app/screen-registry';
import { useMenuQuery, useSessionQuery } from '../../app/session.api';
import { storedLoginPage, storeRouteUrl } from '../../app/session-store';
import { AntdFrame } from '../../components/antd-frame';
import { ChunkLoader } from '../../components/chunk-loader';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { StatusPanel } from '../../components/status-panel';
import '../dayjs-setup';
import { loadErrorDialog } from '../error-dialog/error-dialog-host';
import { buildSidebarEntries } from '../sidebar/sidebar-menu';
import { ThemeSchemeProvider } from '../theme/theme-context';
import { AppVer2Layout } from './app-ver2-layout';
import { AppsLayout } from './apps-layout';
import { CpsPagesLayout } from './cps-pages-layout';
import { DefaultLayout } from './default-layout';
import { OscPagesLayout } from './osc-pages-layout';
import { ShellContext, useCurrentScreen } from './shell-context';
import { UserpagesLayout } from './userpages-layout';

const FRAMES: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  'app-ver2': AppVer2Layout,
  userpages: UserpagesLayout,
  apps: AppsLayout,
  'osc-pages': OscPagesLayout,
  'cps-pages': CpsPagesLayout,
};

// The 403 panel (antd Result with its picture) is fetched only when a screen is refused.
const loadForbidden = () =>
  import('../../components/forbidden-result').then(({ ForbiddenResult }) => {
    const Forbidden = () => <ForbiddenResult homePath={HOME_PATH} />;
    return Forbidden;
  });

const ProtectedShell = ({ layout, screen }: { layout: ScreenLayout; screen: ScreenDef }) => {
  const location = useLocation();
  const sessionQuery = useSessionQuery();
  const session = sessionQuery.data ?? null;
  const menuQuery = useMenuQuery(session !== null);
  const menu = useMemo(() => menuQuery.data ?? [], [menuQuery.data]);
  const sidebarEntries = useMemo(() => buildSidebarEntries(menu, (url) => isRegisteredUrl(url)), [menu]);
  const here = location.pathname + location.search;

  // The address the browser shows, not this shell's own: a screen kept open in another tab that
  // finishes loading late must not write its address over the one the user moved to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move of this shell, reads the browser's address
  useEffect(() => {
    if (session) storeRouteUrl(window.location.pathname + window.location.search);
  }, [session, here]);

  if (sessionQuery.isPending) return <FullPageSpinner tip="로그인 정보를 확인하는 중…" />;
  if (sessionQuery.isError)
    return (
      <div className="erp-center-fill">
        <StatusPanel
          status="warning"
          title="서버에 연결할 수 없습니다."
          subTitle="네트워크 상태를 확인한 뒤 다시 시도하세요."
          extra={
            <Button type="primary" onClick={() => sessionQuery.refetch()}>
              다시 시도
            </Button>
          }
        />
      </div>
    );
  // A by-role screen belongs to whoever was logged in: back to the page they logged in on.
  const loginPage =
    layout === 'by-role'
      ? (storedLoginPage() ?? loginPageFor(layout, location.pathname))
      : loginPageFor(layout, location.pathname);
  // SPEC §2.3: no logged-in user, so the layout's login page, which brings the user back after.
  if (!session) return <Navigate to={loginRedirectUrl(loginPage, here)} replace />;

  const byRole = canOpenScreen(screen, session.auth);
  const allowed = byRole || (menuQuery.isSuccess && canOpenScreen(screen, session.auth, menuUrlsOf(menu)));
  const decided = byRole || !menuQuery.isPending;
  const resolved = resolveLayout(layout, session.auth);
  const Frame = FRAMES[resolved];
  return (
    <ShellContext.Provider
      value={{
        session,
        screen,
        layout: resolved,
        menu,
        menuLoading: menuQuery.isPending,
        sidebarEntries,
        loginPage,
        allowed: decided && allowed,
      }}
    >
      <ThemeSchemeProvider userId={session.id}>
        <Frame>
          {!decided ? (
            <FullPageSpinner />
          ) : allowed ? (
            <Outlet />
          ) : (
            <ChunkLoader id="shell:forbidden" load={loadForbidden} tip="불러오는 중…" />
          )}
        </Frame>
      </ThemeSchemeProvider>
    </ShellContext.Provider>
  );
};

/**
 * The element of the route that holds every screen behind a session. One element for all of
 * them, so two screens drawn in the same frame share it: moving between them keeps the sidebar's
 * open sections, the tab strip and the header as they are.
 */
export const ProtectedScreens = () => {
  const screen = useCurrentScreen();
  // Logged-in screens raise errors through the dialog: have it ready before the first one.
  useEffect(() => {
    loadErrorDialog().catch(() => undefined);
  }, []);
  // antd's App gives the screens their modal/message hooks (App.useApp); only they use it, so it
  // wraps this chunk rather than the whole app (main.tsx).
  return (
    <AntdFrame>
      <AntApp>{screen ? <ProtectedShell layout={screen.layout} screen={screen} /> : <Outlet />}</AntApp>
    </AntdFrame>
  );
};
