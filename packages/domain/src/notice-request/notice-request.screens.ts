import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.10: notice requests and the staff forms (경위서, 지각계, 휴가). Staff write; admins decide.
export const noticeRequestScreens = defineScreens({
  noticeWriteRequest: {
    name: '공지/공지 요청',
    path: '/Company/Notice/NoticeWriteRequest',
    menu: [{ section: 'office', title: '공지 요청', order: 30 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeRequestList: {
    name: '공지/공지 요청 목록',
    path: '/Company/Notice/NoticeRequestList',
    menu: [{ section: 'office', title: '공지 요청 목록', order: 31 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeRequestView: {
    name: '공지/공지 요청 보기',
    path: '/Company/Notice/NoticeRequestView/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '1' },
  },
  noticeApologyRegister: {
    name: '공지/경위서 작성',
    path: '/Company/Notice/NoticeApologyRegister',
    menu: [{ section: 'office', title: '경위서', order: 32 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeApologyRegisterWithSeq: {
    name: '공지/경위서 수정',
    path: '/Company/Notice/NoticeApologyRegister/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '1' },
  },
  noticeApologyView: {
    name: '공지/경위서 보기',
    path: '/Company/Notice/NoticeApologyView/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '1' },
  },
  noticeBeLateForWorkRegister: {
    name: '공지/지각계 작성',
    path: '/Company/Notice/NoticeBeLateForWorkRegister',
    menu: [{ section: 'office', title: '지각계', order: 33 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeBeLateForWorkRegisterWithSeq: {
    name: '공지/지각계 수정',
    path: '/Company/Notice/NoticeBeLateForWorkRegister/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '2' },
  },
  noticeBeLateForWorkView: {
    name: '공지/지각계 보기',
    path: '/Company/Notice/NoticeBeLateForWorkView/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '2' },
  },
  noticeHolidayRegister: {
    name: '공지/휴가 신청',
    path: '/Company/Notice/NoticeHolidayRegister',
    menu: [{ section: 'office', title: '휴가 신청', order: 34 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  noticeHolidayRegisterWithSeq: {
    name: '공지/휴가 신청 수정',
    path: '/Company/Notice/NoticeHolidayRegister/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '3' },
  },
  noticeHolidayView: {
    name: '공지/휴가 신청서 보기',
    path: '/Company/Notice/NoticeHolidayView/:seq',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { seq: '3' },
  },
});
