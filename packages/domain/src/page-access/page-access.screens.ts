import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

export const pageAccessScreens = defineScreens({
  pageAccessStats: {
    name: '관리자/페이지 접속 통계',
    path: '/Admin/PageAccessStats',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
