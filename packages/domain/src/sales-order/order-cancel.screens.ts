import { ADMIN_SCREEN, defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.11 order cancel screens, for company staff (the check is a second person's).
export const orderCancelScreens = defineScreens({
  orderCancelInfoList: {
    name: '수주/취소 요청 목록',
    path: '/Company/Order/Cancel/OrderCancelInfoList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCancelUnCheckList: {
    name: '수주/취소 미확인 목록',
    path: '/Company/Order/Cancel/OrderCancelUnCheckList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCancelCheckAllList: {
    name: '수주/취소 확인 목록',
    path: '/Company/Order/Cancel/OrderCancelCheckAllList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderCancelAdminCheckList: {
    name: '수주/취소 확인 관리',
    path: '/Company/Order/Cancel/OrderCancelAdminCheckList',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
