import type { ScreenDef } from './screen.types';

/**
 * The popup variants of a screen (routes.tsv `popup-child` rows such as X/:type or X/:code)
 * render the same page without the shell, in the `userpages` layout (SPEC §2.5). Its own module
 * so a feature's screens.ts can call it: the registry imports every feature's screens, so a
 * helper declared in the registry would not be initialised yet while they load.
 */
export const withPopupChildren = (screen: ScreenDef, childSuffixes: readonly string[]): ScreenDef[] => [
  screen,
  ...childSuffixes.map((suffix) => ({
    ...screen,
    path: `${screen.path}/${suffix.replace(/^\//, '')}`,
    layout: 'userpages' as const,
  })),
];
