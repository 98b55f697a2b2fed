import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

export const pageAccessScreens = defineScreens({
  pageAccessStats: {
    name: '관리자/페이지 접속 통계',
    path: '/Admin/PageAccessStats',
    menu: [{ section: 'admin', title: '페이지 접속 통계', order: 20 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
