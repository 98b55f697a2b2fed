import { noticeRequestScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.10: notice requests and the staff forms with an approval step.
const requests = () => import('./notice-request-pages');
const register = () => import('./staff-form-register-page');
const view = () => import('./staff-form-view-page');

export const noticeRequestPages = screenPages(noticeRequestScreens, {
  noticeWriteRequest: () => requests().then((m) => m.NoticeWriteRequestPage),
  noticeRequestList: () => requests().then((m) => m.NoticeRequestListPage),
  noticeRequestView: () => requests().then((m) => m.NoticeRequestViewPage),
  noticeApologyRegister: () => register().then((m) => m.NoticeApologyRegisterPage),
  noticeApologyRegisterWithSeq: () => register().then((m) => m.NoticeApologyRegisterPage),
  noticeApologyView: () => view().then((m) => m.NoticeApologyViewPage),
  noticeBeLateForWorkRegister: () => register().then((m) => m.NoticeBeLateForWorkRegisterPage),
  noticeBeLateForWorkRegisterWithSeq: () => register().then((m) => m.NoticeBeLateForWorkRegisterPage),
  noticeBeLateForWorkView: () => view().then((m) => m.NoticeBeLateForWorkViewPage),
  noticeHolidayRegister: () => register().then((m) => m.NoticeHolidayRegisterPage),
  noticeHolidayRegisterWithSeq: () => register().then((m) => m.NoticeHolidayRegisterPage),
  noticeHolidayView: () => view().then((m) => m.NoticeHolidayViewPage),
});
