import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.7 associations (협회). Sales by association and the point standards stand in the admin
// section (the per-user extra menus of SPEC §6); the rest under 거래처. Samples: the demo
// association AS0001 has C000001 as a member, and its first payout is AP…-0001 of the seed day.
export const associationScreens = defineScreens({
  associationInfoList: {
    name: '협회/협회 목록',
    path: '/Company/Association/AssociationInfoList',
    menu: [{ section: 'customer', title: '협회 목록', order: 140 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  associationByOrderList: {
    name: '협회/협회별 매출',
    path: '/Company/Association/AssociationByOrderList',
    menu: [{ section: 'admin', title: '협회별 매출', order: 110 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  associationPointsBaseList: {
    name: '협회/협회 포인트 기준',
    path: '/Company/Association/AssociationPointsBaseList',
    menu: [{ section: 'admin', title: '협회 포인트 기준', order: 120 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    // The popup of one member's standard (거래처 코드).
    popupChildren: [':custcode'],
    samples: { custcode: 'C000001' },
  },
  associationPartPointSettings: {
    name: '협회/품목별 협회 포인트',
    path: '/Company/Association/AssociationPartPointSettings',
    menu: [{ section: 'customer', title: '품목별 협회 포인트', order: 141 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  associationPointIndividualProvision: {
    name: '협회/협회 포인트 개별 지급',
    path: '/Company/Association/AssociationPointIndividualProvision',
    menu: [{ section: 'customer', title: '협회 포인트 개별 지급', order: 142 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    // The popup for one member (거래처 코드), opened from the points list.
    popupChildren: [':code'],
    samples: { code: 'C000001' },
  },
  associationByPointsList: {
    name: '협회/협회별 포인트',
    path: '/Company/Association/AssociationByPointsList',
    menu: [{ section: 'customer', title: '협회별 포인트', order: 143 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  associationConfirmationOfPayment: {
    name: '협회/협회 포인트 지급 확인',
    path: '/Company/Association/AssociationConfirmationOfPayment',
    menu: [{ section: 'customer', title: '협회 포인트 지급 확인', order: 144 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  associationRePrint: {
    name: '협회/협회 포인트 명세서 재인쇄',
    path: '/Company/Association/AssociationRePrint/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'AP@today-0001' },
  },
  associationPointPrintRecordList: {
    name: '협회/협회 포인트 출력 기록',
    path: '/Company/Association/AssociationPointPrintRecordList',
    menu: [{ section: 'customer', title: '협회 포인트 출력 기록', order: 145 }],
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':type'],
    samples: { type: 'popup' },
  },
});
