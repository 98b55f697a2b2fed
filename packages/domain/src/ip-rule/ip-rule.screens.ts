import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

// SPEC §2.5: allowed login addresses (IP 관리).
export const ipRuleScreens = defineScreens({
  ipManage: {
    name: '관리자/IP 관리',
    path: '/Company/Ip/IpManage',
    menu: [{ section: 'admin', title: 'IP 관리', order: 40 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
