import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.5 StatementOfAccountManage: statements of account by customer and period, reprint, history.
export const statementManageScreens = defineScreens({
  statementOfAccountManage: {
    name: '명세서/거래명세서 관리',
    path: '/Company/Statement/StatementOfAccountManage',
    menu: [{ section: 'order', title: '거래명세서 관리', order: 640 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
