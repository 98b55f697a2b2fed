import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.15: link collections kept by admins, opened by every staff member.
export const referenceScreens = defineScreens({
  linkCollection: {
    name: '날씨/링크 모음',
    path: '/Weather/LinkCollection',
    menu: [{ section: 'office', title: '링크 모음', order: 120 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  stockRelatedLinkCollection: {
    name: '날씨/재고 관련 링크 모음',
    path: '/Weather/StockRelatedLinkCollection',
    menu: [{ section: 'office', title: '재고 관련 링크', order: 121 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
