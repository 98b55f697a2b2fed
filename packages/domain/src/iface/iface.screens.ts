import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

// SPEC §2.11 interface screens: the outbound links with their state, and the failure list of the
// job queue per link.
export const ifaceScreens = defineScreens({
  ifaceLinkCollection: {
    name: '연동/외부 연동 모음',
    path: '/Company/IFace/IFaceLinkCollection',
    menu: [{ section: 'admin', title: '외부 연동 모음', order: 200 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  ifaceFailList: {
    name: '연동/연동 실패 목록',
    path: '/Company/IFace/IFaceFailList/:type',
    layout: 'default',
    roles: ADMIN_SCREEN,
    samples: { type: 'all' },
  },
});
