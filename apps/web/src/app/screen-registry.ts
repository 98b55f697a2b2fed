import { matchPath } from 'react-router';
import type { ScreenDef } from './screen.types';

// Every built screen, collected from the feature folders' screens.ts (each maps its area's
// domain screen catalogue to pages): adding a screen edits no central file. Only screens that
// really work are listed: the sidebar shows a menu item only when its route is here.
const featureScreens = import.meta.glob<Record<string, unknown>>('../features/**/screens.ts', {
  eager: true,
});

const isScreenList = (value: unknown): value is ScreenDef[] =>
  Array.isArray(value) &&
  value.every((s) => typeof s === 'object' && s !== null && 'path' in s && 'load' in s);

export const SCREENS: readonly ScreenDef[] = Object.keys(featureScreens)
  .sort()
  .flatMap((file) =>
    Object.values(featureScreens[file] ?? {})
      .filter(isScreenList)
      .flat(),
  );

/** The tab title: the last segment of the route name (SPEC §2.2). */
export const tabTitleOf = (screen: Pick<ScreenDef, 'name'>): string => {
  const segments = screen.name.split('/').filter((s) => s.trim() !== '');
  return segments.at(-1)?.trim() ?? screen.name;
};

const stripQuery = (url: string): string => url.split(/[?#]/)[0] ?? url;

/** The screen a concrete URL opens, or undefined when no built screen serves it. */
export const findScreenForUrl = (
  url: string,
  screens: readonly ScreenDef[] = SCREENS,
): ScreenDef | undefined => {
  const pathname = stripQuery(url);
  // Static paths win over parameterised ones, as in the router.
  const exact = screens.find((s) => s.path === pathname);
  if (exact) return exact;
  return screens.find((s) => s.path.includes(':') && matchPath({ path: s.path, end: true }, pathname));
};

export const isRegisteredUrl = (url: string | null | undefined, screens: readonly ScreenDef[] = SCREENS) =>
  typeof url === 'string' && url.startsWith('/') && findScreenForUrl(url, screens) !== undefined;
