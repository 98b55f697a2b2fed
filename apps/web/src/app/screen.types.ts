import type { Role } from '@erp/domain';
import type { ComponentType } from 'react';

/** The layouts of SPEC §2.1; `default` is used when a route names none. */
export const LAYOUT_NAMES = ['default', 'app-ver2', 'userpages', 'apps', 'osc-pages', 'cps-pages'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * `by-role` is for the few screens every kind of user reaches (the home page): they take the
 * layout of the user's role, so a Seo user stays in the Seo frame and a partner in the
 * outsourcing frame.
 */
export type ScreenLayout = LayoutName | 'by-role';

/** `anyone` marks public entry points (login pages, /MainPage) that need no session. */
export type ScreenRoles = 'anyone' | readonly Role[];

export type ScreenDef = {
  /** Slash-separated Korean route name; the tab title is its last segment (SPEC §2.2). */
  name: string;
  /** The spec route with `:param` segments, exactly as routes.tsv writes it. */
  path: string;
  layout: ScreenLayout;
  roles: ScreenRoles;
  /** Loads the page chunk; resolves to the page component (pages are named exports). */
  load: () => Promise<ComponentType>;
};

export const DEFAULT_LAYOUT: LayoutName = 'default';
