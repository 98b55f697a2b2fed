import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.22: Muzin knowledge notes and the clipboard; opened from the Muzin menu dialog's windows.
export const muzinScreens = defineScreens({
  muzinPublicInfoList: {
    name: '무진/무진 공용 정보',
    path: '/Muzin/Public/MuzinPublicInfoList',
    menu: [{ section: 'office', title: '무진 공용 정보', order: 50 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  muzinPublicInfoWriting: {
    name: '무진/공용 정보 쓰기',
    path: '/Muzin/Public/MuzinPublicInfoWriting',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  muzinIndividualInfoList: {
    name: '무진/무진 개인 정보',
    path: '/Muzin/Individual/MuzinIndividualInfoList',
    menu: [{ section: 'office', title: '무진 개인 정보', order: 60 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  muzinIndividualInfoWriting: {
    name: '무진/개인 정보 쓰기',
    path: '/Muzin/Individual/MuzinIndividualInfoWriting',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  muzinInfoView: {
    name: '무진/정보 보기',
    path: '/Muzin/MuzinInfoView/:viewType/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { viewType: 'public', code: '1' },
  },
  muzinInfoModify: {
    name: '무진/정보 수정',
    path: '/Muzin/MuzinInfoModify/:viewType/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { viewType: 'public', code: '1' },
  },
  clipboardCopy: {
    name: '무진/클립보드',
    path: '/Clipboard/ClipboardCopy',
    menu: [{ section: 'office', title: '클립보드', order: 75 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
