import { ADMIN_SCREEN, defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 order cancel screens, for company staff (the check is a second person's).
export const orderCancelScreens = defineScreens({
  orderCancelInfoList: {
    name: '수주/취소 요청 목록',
    path: '/Company/Order/Cancel/OrderCancelInfoList',
    menu: [{ section: 'order', title: '취소 요청 목록', order: 60 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCancelUnCheckList: {
    name: '수주/취소 미확인 목록',
    path: '/Company/Order/Cancel/OrderCancelUnCheckList',
    menu: [{ section: 'order', title: '취소 미확인 목록', order: 70 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCancelCheckAllList: {
    name: '수주/취소 확인 목록',
    path: '/Company/Order/Cancel/OrderCancelCheckAllList',
    menu: [{ section: 'order', title: '취소 확인 목록', order: 120 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCancelAdminCheckList: {
    name: '수주/취소 확인 관리',
    path: '/Company/Order/Cancel/OrderCancelAdminCheckList',
    menu: [{ section: 'admin', title: '취소 확인 관리', order: 140 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
