import { ADMIN_SCREEN, defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.10 notices: staff read and send; company notices are written by admins.
export const noticeScreens = defineScreens({
  noticeList: {
    name: '공지/공지사항',
    path: '/Company/Notice/NoticeList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeRegister: {
    name: '공지/공지 등록',
    path: '/Company/Notice/NoticeRegister',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  noticeRegisterWithSeq: {
    name: '공지/공지 수정',
    path: '/Company/Notice/NoticeRegister/:seq',
    layout: 'default',
    roles: ADMIN_SCREEN,
    samples: { seq: '1' },
  },
  noticeUserList: {
    name: '공지/공지 보기',
    path: '/Company/Notice/NoticeUserList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeUserView: {
    name: '공지/공지 읽기',
    path: '/Company/Notice/NoticeUserView',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeUserViewWithSeq: {
    name: '공지/공지 읽기',
    path: '/Company/Notice/NoticeUserView/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '1' },
  },
  noticeSendRegister: {
    name: '공지/개별 공지 보내기',
    path: '/Company/Notice/NoticeSendRegister',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeIndividualList: {
    name: '공지/개별 공지함',
    path: '/Company/Notice/NoticeIndividualList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeIndividualView: {
    name: '공지/개별 공지',
    path: '/Company/Notice/NoticeIndividualView/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '2' },
  },
  noticeAdminIndividualList: {
    name: '공지/개별 공지 관리',
    path: '/Company/Notice/NoticeAdminIndividualList',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  noticeAdminIndividualView: {
    name: '공지/개별 공지 확인',
    path: '/Company/Notice/NoticeAdminIndividualView/:seq',
    layout: 'default',
    roles: ADMIN_SCREEN,
    samples: { seq: '2' },
  },
  noticeTemporaryStorage: {
    name: '공지/임시 저장함',
    path: '/Company/Notice/NoticeTemporaryStorage',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeTemporaryRegister: {
    name: '공지/임시 저장 공지',
    path: '/Company/Notice/NoticeTemporaryRegister/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '1' },
  },
});
