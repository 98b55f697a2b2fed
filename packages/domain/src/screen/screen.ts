import type { Role } from '../account/account.roles.js';
import { fillPath, type PathParamNames, type PathValues } from '../common/route-path.js';
import type { MenuPlacement } from '../menu/menu-sections.js';

// The screen catalogue (DESIGN §3): each area declares its screens once, as data, in
// `<area>.screens.ts`. The web's router and menu filter, the route coverage script and the tests
// read it; the web adds only the page component of each entry (features/<area>/screens.ts).

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

export const STAFF_SCREEN: ScreenRoles = ['admin', 'public'];
export const ADMIN_SCREEN: ScreenRoles = ['admin'];
/** Purchasing screens (SPEC §2.13): staff and the purchase-kind accounts. */
export const PURCHASE_SCREEN: ScreenRoles = ['admin', 'public', 'purchase'];

export type ScreenEntry = {
  /** Slash-separated Korean route name; the tab title is its last segment (SPEC §2.2). */
  readonly name: string;
  /** The spec route with `:param` segments, exactly as routes.tsv writes it. */
  readonly path: string;
  readonly layout: ScreenLayout;
  readonly roles: ScreenRoles;
  /**
   * routes.tsv `popup-child` rows (X/:code): the same page without the shell, in the userpages
   * layout (SPEC §2.5), one route per suffix.
   */
  readonly popupChildren?: readonly string[];
  /**
   * Values of the path parameters that open the screen on demo data (the screens walk uses them).
   * A day is written relative to the day the walk runs: `@today`, `@today+7`, `@month` (YYYYMM).
   */
  readonly samples?: Readonly<Record<string, string>>;
  /**
   * Where the screen stands in the shipped menu (section, item title, order); a screen may stand in
   * several sections. Screens without it are reached by links only (details, popups, prints).
   */
  readonly menu?: readonly MenuPlacement[];
};

/** Keeps each entry's literal path, so links to it are typed by its parameters. */
export const defineScreens = <const R extends Record<string, ScreenEntry>>(screens: R): R => screens;

/** The routes an entry registers: itself and its popup children. */
export const routesOfScreen = (screen: ScreenEntry): ScreenEntry[] => [
  screen,
  ...(screen.popupChildren ?? []).map((suffix) => ({
    ...screen,
    path: `${screen.path}/${suffix.replace(/^\//, '')}`,
    layout: 'userpages' as const,
    popupChildren: undefined,
  })),
];

/** A link to a screen: `linkTo(customerScreens.modify, { code })`; a screen without parameters takes none. */
export const linkTo = <const S extends { readonly path: string }>(
  screen: S,
  ...values: [PathParamNames<S['path']>] extends [never] ? [] : [PathValues<S['path']>]
): string => (values[0] ? fillPath(screen.path, values[0]) : screen.path);

const kstDay = (now: Date, days: number): string =>
  new Date(now.getTime() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** A sample value with its day tokens read against `now` in Korean time (`@today+7` → a week ahead). */
export const sampleValue = (value: string, now: Date = new Date()): string => {
  // Inside a value too: a day code such as W@today-0001 (a payment issued on the demo's day).
  // An offset is at most three digits (@today+7), so the four-digit '-0001' stays the code's own.
  return value
    .replace(/@today([+-]\d{1,3}(?!\d))?/, (_m, offset: string | undefined) =>
      kstDay(now, Number(offset ?? 0)),
    )
    .replace('@month', kstDay(now, 0).slice(0, 6));
};
