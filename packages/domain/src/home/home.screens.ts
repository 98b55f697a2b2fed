import { ROLES } from '../account/account.roles.js';
import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

export const mainScreens = defineScreens({
  mainPage: {
    name: '메인/부품 ERP',
    path: '/MainPage',
    layout: 'userpages',
    roles: 'anyone',
  },
  home: {
    name: '홈/홈',
    path: '/Home',
    layout: 'by-role',
    // Every kind of user reaches its home page (README: route additions).
    roles: ROLES,
  },
  mobileMain: {
    name: '모바일/모바일 메인',
    path: '/Company/MobileMain',
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
});
