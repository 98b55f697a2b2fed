import type { MenuNode, SessionInfo } from '@erp/domain';
import { createContext, useContext } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { LayoutName, ScreenDef } from '../../app/screen.types';
import { tabTitleOf } from '../../app/screen-registry';
import type { SidebarEntry } from '../sidebar/sidebar-menu';

export type ShellValue = {
  session: SessionInfo;
  screen: ScreenDef;
  layout: LayoutName;
  menu: readonly MenuNode[];
  menuLoading: boolean;
  sidebarEntries: readonly SidebarEntry[];
  /** The login page of this layout, where logout falls back to. */
  loginPage: string;
  /** False when the user may not open the current screen (the frame shows a 403 instead). */
  allowed: boolean;
};

export const ShellContext = createContext<ShellValue | null>(null);

export const useShell = (): ShellValue => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell은 로그인한 화면의 레이아웃 안에서만 쓸 수 있습니다.');
  return value;
};

/** The screen definition of the matched route (the router keeps it as the route handle). */
export const useCurrentScreen = (): ScreenDef | undefined => {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { screen?: ScreenDef } | undefined;
  return handle?.screen;
};

/** The page on screen, as its tab and the quick links name it; null while the user may not open it. */
export const useCurrentPage = (): { title: string; url: string } | null => {
  const { screen, allowed } = useShell();
  const location = useLocation();
  return allowed ? { title: tabTitleOf(screen), url: location.pathname + location.search } : null;
};
