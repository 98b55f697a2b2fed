import type { ScreenEntry } from '../screen/screen.js';
import { SCREEN_AREAS } from '../screen/screen-catalogue.js';
import { MENU_SECTION_DEFS, type MenuSectionDef } from './menu-sections.js';

/** A section of the shipped menu with its items ([title, url]) in menu order. */
export type ShippedMenuSection = MenuSectionDef & {
  readonly items: readonly (readonly [title: string, url: string])[];
};

/**
 * The menu the product ships: every section, each with the catalogued screens that name it, in
 * their order. The server adds to an installation what it lacks from this at each start.
 */
export const shippedMenu = (
  areas: Readonly<Record<string, Readonly<Record<string, ScreenEntry>>>> = SCREEN_AREAS,
): ShippedMenuSection[] => {
  const screens = Object.values(areas).flatMap((area) => Object.values(area));
  return MENU_SECTION_DEFS.map((section) => ({
    ...section,
    items: screens
      .flatMap((screen) =>
        (screen.menu ?? [])
          .filter((place) => place.section === section.key)
          .map((place) => ({ order: place.order, item: [place.title, screen.path] as const })),
      )
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.item),
  }));
};
