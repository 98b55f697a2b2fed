import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.6 customer money: 선수금 (register, search, modify) and the balances.
export const customerMoneyScreens = defineScreens({
  customerDeposit: {
    name: '거래처/선수금 등록',
    path: '/Company/Customer/Customer/CustomerDeposit',
    menu: [{ section: 'customer', title: '선수금 등록', order: 110 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerDepositSearch: {
    name: '거래처/선수금 내역',
    path: '/Company/Customer/Customer/CustomerDepositSearchScreen',
    menu: [{ section: 'customer', title: '선수금 내역', order: 111 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerDepositSearchCode: {
    name: '거래처/선수금 내역',
    path: '/Company/Customer/Customer/CustomerDepositSearchScreen/:customerCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { customerCode: 'C000001' },
  },
  customerDepositModify: {
    name: '거래처/선수금 정정',
    path: '/Company/Customer/Customer/CustomerDepositModify/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'Y20261127-0001' },
  },
  customerBalance: {
    name: '거래처/거래처 잔액',
    path: '/Company/Customer/CustomerBalance',
    menu: [{ section: 'customer', title: '거래처 잔액 조회', order: 91 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerBalanceList: {
    name: '거래처/거래처 잔액 목록',
    path: '/Company/Customer/CustomerBalanceList',
    menu: [{ section: 'customer', title: '거래처 잔액', order: 90 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  custLossAmountInfoList: {
    name: '거래처/거래처 손익 (월별)',
    path: '/Company/Customer/CustLossAmountInfoList/:custcode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { custcode: 'C000001' },
  },
  custLossAmountInfoAllList: {
    name: '거래처/거래처 손익',
    path: '/Company/Customer/CustLossAmountInfoAllList',
    menu: [{ section: 'customer', title: '거래처 손익', order: 120 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  custLossAmountInfoAllListType: {
    name: '거래처/거래처 손익',
    path: '/Company/Customer/CustLossAmountInfoAllList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'loss' },
  },
  customerCollectManagement: {
    name: '거래처/수금 관리',
    path: '/Company/Customer/CustomerCollectManagement',
    menu: [{ section: 'customer', title: '수금 관리', order: 92 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  customerCollectManagementType: {
    name: '거래처/수금 관리',
    path: '/Company/Customer/CustomerCollectManagement/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'over' },
  },
  customerCollectManagementCode: {
    name: '거래처/수금 관리',
    path: '/Company/Customer/CustomerCollectManagement/:type/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'all', code: 'C000001' },
  },
});
