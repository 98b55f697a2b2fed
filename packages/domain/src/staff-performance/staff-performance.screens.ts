import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

// Staff performance (SPEC §2.5), for the administrator. UserPerfomanceMonth keeps the spec's spelling.
export const staffPerformanceScreens = defineScreens({
  userSellYear: {
    name: '관리자/연간 사용자 매출',
    path: '/Company/UserSellYear',
    menu: [{ section: 'admin', title: '연간 사용자 매출', order: 50 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  userSellMonth: {
    name: '관리자/월간 사용자 매출',
    path: '/UserSellMonth',
    menu: [{ section: 'admin', title: '월간 사용자 매출', order: 52 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  userSellDay: {
    name: '관리자/일간 사용자 매출',
    path: '/UserSellDay',
    menu: [{ section: 'admin', title: '일간 사용자 매출', order: 54 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  userPerformance: {
    name: '관리자/사용자 실적',
    path: '/Company/User/UserPerformance',
    menu: [{ section: 'admin', title: '사용자 실적', order: 60 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  userPerfomanceMonth: {
    name: '관리자/사용자 월 실적',
    path: '/Company/User/UserPerfomanceMonth',
    menu: [{ section: 'admin', title: '사용자 월 실적', order: 62 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  userProfitRate: {
    name: '관리자/사용자 이익률',
    path: '/Company/User/UserProfitRate',
    menu: [{ section: 'admin', title: '사용자 이익률', order: 70 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
