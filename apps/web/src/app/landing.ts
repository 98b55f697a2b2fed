import type { MenuNode, SessionInfo } from '@erp/domain';
import type { ScreenDef } from './screen.types';
import { canOpenScreen, menuUrlsOf } from './screen-access';

/** The home every user can reach when neither their main page nor any menu screen is built yet. */
export const HOME_PATH = '/Home';

const openableScreen = (
  url: string,
  session: Pick<SessionInfo, 'auth'>,
  menuUrls: ReadonlySet<string>,
  findScreen: (url: string) => ScreenDef | undefined,
): boolean => {
  const screen = findScreen(url);
  // A public entry point (a login page, the portal chooser) is never a logged-in user's main page.
  return screen !== undefined && screen.roles !== 'anyone' && canOpenScreen(screen, session.auth, menuUrls);
};

const firstMenuUrl = (menu: readonly MenuNode[], accept: (url: string) => boolean): string | null => {
  for (const node of menu) {
    if (node.menu_url && accept(node.menu_url)) return node.menu_url;
    const child = firstMenuUrl(node.children, accept);
    if (child) return child;
  }
  return null;
};

/**
 * Where a user lands after login: the redirect they came from if they may open it, else their
 * kind's main page if that screen is built, else the first built item of their menu, else home.
 */
export const landingPathFor = (
  session: Pick<SessionInfo, 'auth' | 'mainPage'>,
  menu: readonly MenuNode[],
  findScreen: (url: string) => ScreenDef | undefined,
  redirect: string | null = null,
): string => {
  const menuUrls = menuUrlsOf(menu);
  const accept = (url: string) => openableScreen(url, session, menuUrls, findScreen);
  if (redirect && accept(redirect)) return redirect;
  if (accept(session.mainPage)) return session.mainPage;
  return firstMenuUrl(menu, accept) ?? HOME_PATH;
};

/** The public entry page: where someone without a session starts. */
export const PUBLIC_HOME_PATH = '/MainPage';

/**
 * Where "처음 화면으로" leads (the 404 page): the signed-in user's own home, the page they land on
 * after login (a partner's order list, a driver's mobile main), not the public portal chooser.
 */
export const homePathFor = (
  session: Pick<SessionInfo, 'auth' | 'mainPage'> | null,
  menu: readonly MenuNode[],
  findScreen: (url: string) => ScreenDef | undefined,
): string => (session ? landingPathFor(session, menu, findScreen) : PUBLIC_HOME_PATH);
