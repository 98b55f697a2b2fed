import type { ComponentType } from 'react';
import type { PageLoader } from '../../app/screen-pages';

/** The names of a module's exports that are components (its pages). */
type PageNames<M> = { [P in keyof M]: M[P] extends ComponentType ? P : never }[keyof M] & string;

/**
 * The loaders of the screens one page chunk serves, for `screenPages`: the chunk's import is
 * written once (a literal path, so Vite still splits it) and each screen key names the page the
 * chunk exports (a wrong name is a type error).
 */
export const chunkPages = <M, const K extends string>(
  load: () => Promise<M>,
  pages: Readonly<Record<K, PageNames<M>>>,
): Record<K, PageLoader> =>
  Object.fromEntries(
    (Object.entries(pages) as [K, PageNames<M>][]).map(([key, name]) => [
      key,
      () => load().then((m) => m[name] as ComponentType),
    ]),
  ) as Record<K, PageLoader>;
