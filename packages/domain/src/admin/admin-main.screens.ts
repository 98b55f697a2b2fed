import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

export const adminMainScreens = defineScreens({
  adminMain: {
    name: '관리자/관리자 메인',
    path: '/Admin/AdminMain',
    menu: [{ section: 'admin', title: '관리자 메인', order: 10 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
