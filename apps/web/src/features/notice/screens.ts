import type { ScreenDef } from '../../app/screen.types';
import { NOTICE_PATHS } from './notice-paths';

// SPEC §2.10 notices: staff read and send; company notices are written by admins.
const STAFF = ['admin', 'public'] as const;
const ADMIN = ['admin'] as const;

const list = () => import('./notice-list-page');
const form = () => import('./notice-form-page');
const view = () => import('./notice-view-page');

export const noticeScreens: readonly ScreenDef[] = [
  {
    name: '공지/공지사항',
    path: NOTICE_PATHS.list,
    layout: 'default',
    roles: STAFF,
    load: () => list().then((m) => m.NoticeListPage),
  },
  {
    name: '공지/공지 등록',
    path: NOTICE_PATHS.register,
    layout: 'default',
    roles: ADMIN,
    load: () => form().then((m) => m.NoticeRegisterPage),
  },
  {
    name: '공지/공지 수정',
    path: `${NOTICE_PATHS.register}/:seq`,
    layout: 'default',
    roles: ADMIN,
    load: () => form().then((m) => m.NoticeRegisterPage),
  },
  {
    name: '공지/공지 보기',
    path: NOTICE_PATHS.userList,
    layout: 'default',
    roles: STAFF,
    load: () => list().then((m) => m.NoticeUserListPage),
  },
  {
    name: '공지/공지 읽기',
    path: NOTICE_PATHS.userView,
    layout: 'default',
    roles: STAFF,
    load: () => view().then((m) => m.NoticeUserViewPage),
  },
  {
    name: '공지/공지 읽기',
    path: `${NOTICE_PATHS.userView}/:seq`,
    layout: 'default',
    roles: STAFF,
    load: () => view().then((m) => m.NoticeUserViewPage),
  },
  {
    name: '공지/개별 공지 보내기',
    path: NOTICE_PATHS.send,
    layout: 'default',
    roles: STAFF,
    load: () => form().then((m) => m.NoticeSendRegisterPage),
  },
  {
    name: '공지/개별 공지함',
    path: NOTICE_PATHS.individualList,
    layout: 'default',
    roles: STAFF,
    load: () => list().then((m) => m.NoticeIndividualListPage),
  },
  {
    name: '공지/개별 공지',
    path: `${NOTICE_PATHS.individualView}/:seq`,
    layout: 'default',
    roles: STAFF,
    load: () => view().then((m) => m.NoticeIndividualViewPage),
  },
  {
    name: '공지/개별 공지 관리',
    path: NOTICE_PATHS.adminIndividualList,
    layout: 'default',
    roles: ADMIN,
    load: () => list().then((m) => m.NoticeAdminIndividualListPage),
  },
  {
    name: '공지/개별 공지 확인',
    path: `${NOTICE_PATHS.adminIndividualView}/:seq`,
    layout: 'default',
    roles: ADMIN,
    load: () => view().then((m) => m.NoticeAdminIndividualViewPage),
  },
  {
    name: '공지/임시 저장함',
    path: NOTICE_PATHS.drafts,
    layout: 'default',
    roles: STAFF,
    load: () => list().then((m) => m.NoticeTemporaryStoragePage),
  },
  {
    name: '공지/임시 저장 공지',
    path: `${NOTICE_PATHS.draftEdit}/:seq`,
    layout: 'default',
    roles: STAFF,
    load: () => form().then((m) => m.NoticeTemporaryRegisterPage),
  },
];
