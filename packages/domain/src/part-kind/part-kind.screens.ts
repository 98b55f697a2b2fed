import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 PartKindInfo for company staff (admin and public).
export const partKindScreens = defineScreens({
  partKindInfo: {
    name: '품목/품목 분류',
    path: '/Company/PartKindInfo',
    menu: [{ section: 'part', title: '품목 분류', order: 50 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
