import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// CustomerCategoryPrice for company staff; the /:type popup child (routes.tsv) is the same page
// without the shell.
const STAFF = ['admin', 'public'] as const;

export const customerCategoryPriceScreens: readonly ScreenDef[] = withPopupChildren(
  {
    name: '거래처/거래처 분류별 단가 관리',
    path: '/Company/Customer/CustomerCategoryPrice',
    layout: 'default',
    roles: STAFF,
    load: () => import('./customer-category-price-page').then((m) => m.CustomerCategoryPricePage),
  },
  [':type'],
);
