import type { ScreenDef } from '../../app/screen.types';

/**
 * The popup children of a screen (routes.tsv `popup-child` rows such as X/:code) render the same
 * page without the shell, in the userpages layout (SPEC §2.5) — the rule of the registry's
 * withPopupChildren. That helper cannot be called from a feature's screens.ts: the registry
 * imports the feature's screens, so while they are built the helper is not initialised yet
 * (an import cycle; calling it throws a ReferenceError).
 */
export const withPopupVariants = (screen: ScreenDef, childSuffixes: readonly string[]): ScreenDef[] => [
  screen,
  ...childSuffixes.map((suffix) => ({
    ...screen,
    path: `${screen.path}/${suffix.replace(/^\//, '')}`,
    layout: 'userpages' as const,
  })),
];
