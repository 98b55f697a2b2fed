import { type ShippedMenuSection, shippedMenu } from '@erp/domain';

// The menu of every role (SPEC §3, §6), as the product ships it: the sections of
// packages/domain/src/menu/menu-sections.ts with the screens that name their place in them
// (`menu` of each catalogued screen). syncMenu adds what an installation lacks at each start;
// what is there is never changed. docs/spec/menu-plan.tsv keeps the places of the screens not
// built yet, for the area that builds them.
export type MenuSection = Pick<ShippedMenuSection, 'title' | 'icon' | 'auth' | 'items'>;

export const MENU_SECTIONS: readonly MenuSection[] = shippedMenu();
