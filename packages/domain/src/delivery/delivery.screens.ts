import { ADMIN_SCREEN, defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.12 / §2.15 deliveries (배송): every fixed order's stop waits for its method, reservation
// and driver; the lists of done, cancelled and every delivery; drivers and checkers. Samples are
// the demo rows of seed/delivery.seed.ts (method OWN is the own-driver method).
export const deliveryScreens = defineScreens({
  deliveryWaiting: {
    name: '배송/배송 대기',
    path: '/DeliveryManager/DeliveryWaiting',
    menu: [{ section: 'delivery', title: '배송 대기', order: 10 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  deliveryCompletionNewList: {
    name: '배송/배송 완료',
    path: '/DeliveryManager/DeliveryCompletionNewList',
    menu: [{ section: 'delivery', title: '배송 완료', order: 20 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  deliveryDeletionList: {
    name: '배송/배송 취소',
    path: '/DeliveryManager/DeliveryDeletionList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  deliveryMethodList: {
    name: '배송/배송 방법 목록',
    path: '/DeliveryManager/DeliveryMethodList',
    menu: [{ section: 'delivery', title: '배송 방법', order: 50 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  deliveryMethodRegister: {
    name: '배송/배송 방법 등록',
    path: '/DeliveryManager/DeliveryMethodRegister',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  deliveryMethodModify: {
    name: '배송/배송 방법 수정',
    path: '/DeliveryManager/DeliveryMethodRegister/:code',
    layout: 'default',
    roles: ADMIN_SCREEN,
    samples: { code: 'OWN' },
  },
  deliveryDayReservation: {
    name: '배송/일자별 예약',
    path: '/DeliveryManager/DeliveryDayReservation',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  deliveryDayReservationOf: {
    name: '배송/일자별 예약 (구분)',
    path: '/DeliveryManager/DeliveryDayReservation/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'delivery' },
  },
  orderDeliveryInfoAllList: {
    name: '배송/전체 배송 정보',
    path: '/Company/Order/Delivery/OrderDeliveryInfoAllList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderDeliveryCourierInfoList: {
    name: '배송/택배 배송 정보',
    path: '/Company/Order/Delivery/OrderDeliveryCourierInfoList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  orderDeliveryCourierInfoListOf: {
    name: '배송/택배 배송 정보 (상태)',
    path: '/Company/Order/Delivery/OrderDeliveryCourierInfoList/:type',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { type: 'waiting' },
  },
  driverManagement: {
    name: '배송/기사 관리',
    path: '/DeliveryManager/DriverManagement',
    menu: [{ section: 'admin', title: '기사 정보', order: 90 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  checkerManagement: {
    name: '배송/검수자 관리',
    path: '/DeliveryManager/CheckerManagement',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
