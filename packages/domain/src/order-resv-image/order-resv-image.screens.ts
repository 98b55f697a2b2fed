import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.12 reservation photos: taken on a phone (camera input), listed with thumbnails.
export const resvImageScreens = defineScreens({
  orderResvImgMobile: {
    name: '수주/예약 사진 올리기',
    path: '/Company/Order/Resv/OrderResvImgMobile',
    menu: [{ section: 'mobile', title: '예약 사진 올리기', order: 300 }],
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  orderResvImgList: {
    name: '수주/예약 사진 목록',
    path: '/Company/Order/Resv/OrderResvImgList',
    menu: [{ section: 'order', title: '예약 사진 목록', order: 650 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
