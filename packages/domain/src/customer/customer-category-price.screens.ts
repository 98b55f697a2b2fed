import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// CustomerCategoryPrice for company staff; the /:type popup child (routes.tsv) is the same page
// without the shell.
export const customerCategoryPriceScreens = defineScreens({
  customerCategoryPrice: {
    name: '거래처/거래처 분류별 단가 관리',
    path: '/Company/Customer/CustomerCategoryPrice',
    menu: [{ section: 'admin', title: '거래처 분류별 단가 관리', order: 130 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
});
