import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

// SPEC §2.5: staff accounts (사용자 관리).
export const staffAccountScreens = defineScreens({
  userManage: {
    name: '관리자/사용자 관리',
    path: '/Company/UserManage',
    menu: [{ section: 'admin', title: '사용자 관리', order: 30 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
