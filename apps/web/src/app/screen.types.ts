import type { ScreenEntry } from '@erp/domain';
import type { ComponentType } from 'react';

export { LAYOUT_NAMES, type LayoutName, type ScreenLayout, type ScreenRoles } from '@erp/domain';

/** A registered route: a catalogued screen (or one of its popup children) with its page. */
export type ScreenDef = Omit<ScreenEntry, 'popupChildren'> & {
  /** Loads the page chunk; resolves to the page component (pages are named exports). */
  load: () => Promise<ComponentType>;
  /** Drawn without antd's theme frame: the login pages, which load no antd (issue 14 §6). */
  bare?: boolean;
};
