import type {
  NoticeBox,
  NoticeDetail,
  NoticeKind,
  NoticeListItem,
  NoticeSave,
  NoticeStatus,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

export type NoticeListQuery = {
  box: NoticeBox;
  kind?: NoticeKind;
  search: string;
  unreadOnly: boolean;
  page: number;
  size: number;
};
export type NoticePage = { items: NoticeListItem[]; total: number };
export type StaffMember = { loginId: string; name: string; role: string };
export type SavedNotice = { seq: number; status: NoticeStatus; version?: number };

export const noticeKeys = {
  all: ['notice'] as const,
  list: (query: NoticeListQuery) => ['notice', 'list', query] as const,
  single: (seq: number) => ['notice', 'single', seq] as const,
  staff: ['notice', 'staff'] as const,
};

export const useNoticeList = (query: NoticeListQuery) =>
  useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: () => apiPost<NoticePage>('/api/notice/v1.0/list', query),
    placeholderData: keepPreviousData,
  });

export const useNotice = (seq: number | null) =>
  useQuery({
    queryKey: noticeKeys.single(seq ?? 0),
    queryFn: () => apiGet<NoticeDetail>(`/api/notice/v1.0/single/${seq}`),
    enabled: seq !== null,
  });

export const useStaffDirectory = () =>
  useQuery({
    queryKey: noticeKeys.staff,
    queryFn: () => apiGet<StaffMember[]>('/api/notice/v1.0/staff'),
    staleTime: 5 * 60_000,
  });

/** The form shows the field messages itself. */
export const saveNotice = (input: NoticeSave, existing?: { seq: number; version: number }) =>
  existing
    ? apiPost<SavedNotice>(
        `/api/notice/v1.0/update/${existing.seq}`,
        { ...input, version: existing.version },
        {
          selfHandled: true,
        },
      )
    : apiPost<SavedNotice>('/api/notice/v1.0/insert', input, { selfHandled: true });

export const withdrawNotice = (seq: number) => apiPost<SavedNotice>(`/api/notice/v1.0/withdraw/${seq}`, {});
