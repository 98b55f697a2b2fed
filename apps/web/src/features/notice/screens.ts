import { noticeScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.10 notices: staff read and send; company notices are written by admins.
export const noticePages = screenPages(noticeScreens, {
  noticeList: () => import('./notice-list-page').then((m) => m.NoticeListPage),
  noticeRegister: () => import('./notice-form-page').then((m) => m.NoticeRegisterPage),
  noticeRegisterWithSeq: () => import('./notice-form-page').then((m) => m.NoticeRegisterPage),
  noticeUserList: () => import('./notice-list-page').then((m) => m.NoticeUserListPage),
  noticeUserView: () => import('./notice-view-page').then((m) => m.NoticeUserViewPage),
  noticeUserViewWithSeq: () => import('./notice-view-page').then((m) => m.NoticeUserViewPage),
  noticeSendRegister: () => import('./notice-form-page').then((m) => m.NoticeSendRegisterPage),
  noticeIndividualList: () => import('./notice-list-page').then((m) => m.NoticeIndividualListPage),
  noticeIndividualView: () => import('./notice-view-page').then((m) => m.NoticeIndividualViewPage),
  noticeAdminIndividualList: () => import('./notice-list-page').then((m) => m.NoticeAdminIndividualListPage),
  noticeAdminIndividualView: () => import('./notice-view-page').then((m) => m.NoticeAdminIndividualViewPage),
  noticeTemporaryStorage: () => import('./notice-list-page').then((m) => m.NoticeTemporaryStoragePage),
  noticeTemporaryRegister: () => import('./notice-form-page').then((m) => m.NoticeTemporaryRegisterPage),
});
