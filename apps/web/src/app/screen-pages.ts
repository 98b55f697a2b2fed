import { routesOfScreen, type ScreenEntry } from '@erp/domain';
import type { ComponentType } from 'react';
import type { ScreenDef } from './screen.types';

/** Loads a page chunk; resolves to the page component (pages are named exports). */
export type PageLoader = () => Promise<ComponentType>;

/**
 * A feature's routes: each screen of its domain catalogue with the page that renders it. Every
 * catalogued screen needs a page (the mapped type refuses a missing one), and popup children
 * render the same page.
 */
export const screenPages = <R extends Record<string, ScreenEntry>>(
  screens: R,
  pages: { readonly [K in keyof R]: PageLoader },
): ScreenDef[] =>
  (Object.keys(screens) as (keyof R & string)[]).flatMap((key) =>
    routesOfScreen(screens[key] as ScreenEntry).map(({ popupChildren: _children, ...route }) => ({
      ...route,
      load: pages[key],
    })),
  );
