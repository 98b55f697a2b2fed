import { CATEGORY_PRICE_ACCESS as CUSTOMER_CATEGORY_PRICE_ACCESS } from '@erp/domain';
import { type Access, rolesOnly } from '../access/access.js';

// Screens whose use the server restricts beyond their menu section's role. The menu hides such
// an item from whoever the server would refuse (menuTreeFor), and the endpoints behind the screen
// declare the same Access, so the menu and the server cannot disagree.

/** Customer category prices (SPEC §6 per-user extra menu): admin and the granted staff users. */
export const CATEGORY_PRICE_URL = '/Company/Customer/CustomerCategoryPrice';
/** Declared with the category-price contracts; the menu hides the item by the same Access. */
export const CATEGORY_PRICE_ACCESS: Access = CUSTOMER_CATEGORY_PRICE_ACCESS;

/** A company notice is written by admins only (notice.service assertMayWrite). */
export const NOTICE_REGISTER_URL = '/Company/Notice/NoticeRegister';

export const SCREEN_ACCESS: ReadonlyMap<string, Access> = new Map<string, Access>([
  [CATEGORY_PRICE_URL, CATEGORY_PRICE_ACCESS],
  [NOTICE_REGISTER_URL, rolesOnly('admin')],
]);
