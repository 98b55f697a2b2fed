import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.20 courier company pages (role cirkep; Kyungdong is the first company). The popup
// children (:type, :type/:userId) open the same list without the shell, for one login id.
const COURIER_SCREEN = ['cirkep'] as const;

export const courierPortalScreens = defineScreens({
  courierKyungdongMain: {
    name: '택배사/경동 택배 메인',
    path: '/Company/Courier/Kyungdong/CourierKyungdongMain',
    menu: [{ section: 'courier', title: '경동 택배 메인', order: 10 }],
    layout: 'default',
    roles: COURIER_SCREEN,
  },
  courierCheckInfoList: {
    name: '택배사/인수 확인 내역',
    path: '/Company/Courier/User/CourierCheckInfoList',
    menu: [{ section: 'courier', title: '인수 확인 내역', order: 30 }],
    layout: 'default',
    roles: COURIER_SCREEN,
    popupChildren: [':type', ':type/:userId'],
    samples: { type: 'popup', userId: 'courier' },
  },
  courierLogInInfoList: {
    name: '택배사/로그인 내역',
    path: '/Company/Courier/User/CourierLogInInfoList',
    menu: [{ section: 'courier', title: '로그인 내역', order: 40 }],
    layout: 'default',
    roles: COURIER_SCREEN,
    popupChildren: [':type', ':type/:userId'],
    samples: { type: 'popup', userId: 'courier' },
  },
  courierKyungdongUserRegister: {
    name: '택배사/경동 택배 사용자 등록',
    path: '/Company/Courier/Kyungdong/User/CourierKyungdongUserRegister',
    menu: [{ section: 'delivery', title: '경동 택배 사용자 등록', order: 64 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
  courierAllUserList: {
    name: '택배사/택배사 사용자 목록',
    path: '/Company/Courier/User/CourierAllUserList',
    menu: [{ section: 'delivery', title: '택배사 사용자 목록', order: 66 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
});
