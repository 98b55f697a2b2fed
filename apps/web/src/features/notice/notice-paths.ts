import type { NoticeKind, NoticeListItem } from '@erp/domain';

// SPEC §2.10 notice routes, in one place so lists, forms and the header bell agree.
export const NOTICE_PATHS = {
  list: '/Company/Notice/NoticeList',
  register: '/Company/Notice/NoticeRegister',
  userList: '/Company/Notice/NoticeUserList',
  userView: '/Company/Notice/NoticeUserView',
  send: '/Company/Notice/NoticeSendRegister',
  individualList: '/Company/Notice/NoticeIndividualList',
  individualView: '/Company/Notice/NoticeIndividualView',
  adminIndividualList: '/Company/Notice/NoticeAdminIndividualList',
  adminIndividualView: '/Company/Notice/NoticeAdminIndividualView',
  drafts: '/Company/Notice/NoticeTemporaryStorage',
  draftEdit: '/Company/Notice/NoticeTemporaryRegister',
} as const;

/** Where a row of a list opens: drafts open in their editor, the rest in their reading view. */
export const noticeOpenPath = (
  item: Pick<NoticeListItem, 'seq' | 'kind' | 'status'>,
  viewer: { admin: boolean; mine: boolean },
): string => {
  if (item.status === 'draft') return `${NOTICE_PATHS.draftEdit}/${item.seq}`;
  const kind: NoticeKind = item.kind;
  if (kind === 'notice') return `${NOTICE_PATHS.userView}/${item.seq}`;
  if (viewer.admin && !viewer.mine) return `${NOTICE_PATHS.adminIndividualView}/${item.seq}`;
  return `${NOTICE_PATHS.individualView}/${item.seq}`;
};

/** The edit form of a notice: company notices in NoticeRegister, individual ones in the send form. */
export const noticeEditPath = (item: Pick<NoticeListItem, 'seq' | 'kind' | 'status'>): string =>
  item.status === 'draft'
    ? `${NOTICE_PATHS.draftEdit}/${item.seq}`
    : item.kind === 'notice'
      ? `${NOTICE_PATHS.register}/${item.seq}`
      : `${NOTICE_PATHS.draftEdit}/${item.seq}`;
