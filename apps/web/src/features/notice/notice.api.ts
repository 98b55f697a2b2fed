import { type NoticeBox, type NoticeKind, type NoticeSave, noticeApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

export type NoticeListQuery = {
  box: NoticeBox;
  kind?: NoticeKind;
  search: string;
  unreadOnly: boolean;
  page: number;
  size: number;
};

/** Every notice query shares the contract area key, so one invalidation refreshes lists and views. */
export const noticeKeys = { all: ['notice'] as const };

export const useNoticeList = (query: NoticeListQuery) =>
  useApiQuery(noticeApi.list, { body: query }, { placeholderData: keepPreviousData });

export const useNotice = (seq: number | null) =>
  useApiQuery(noticeApi.single, { params: { seq: seq ?? 0 } }, { enabled: seq !== null });

export const useStaffDirectory = () => useApiQuery(noticeApi.staff, {}, { staleTime: 5 * 60_000 });

/** The form shows the field messages itself. */
export const saveNotice = (input: NoticeSave, existing?: { seq: number; version: number }) =>
  existing
    ? callApi(
        noticeApi.update,
        { params: { seq: existing.seq }, body: { ...input, version: existing.version } },
        { selfHandled: true },
      )
    : callApi(noticeApi.insert, { body: input }, { selfHandled: true });

export const withdrawNotice = (seq: number) => callApi(noticeApi.withdraw, { params: { seq } });
