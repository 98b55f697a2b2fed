import { NOTICE_KIND_LABELS, NOTICE_STATUS_LABELS, type NoticeListItem } from '@erp/domain';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

type Col = DataColumn<NoticeListItem>;

/** '3/5' for an individual notice (readers of recipients); a plain count for a company notice. */
export const readText = (
  item: Pick<NoticeListItem, 'kind' | 'readCount' | 'recipientCount' | 'status'>,
): string => {
  if (item.status === 'draft') return '';
  return item.kind === 'individual' ? `${item.readCount}/${item.recipientCount}` : String(item.readCount);
};

export const noticeColumns = (options: { status: boolean; kind: boolean }): Col[] => [
  {
    colId: 'pinned',
    headerName: '구분',
    width: 90,
    valueGetter: (p) => (p.data?.pinned ? '고정' : p.data ? NOTICE_KIND_LABELS[p.data.kind] : ''),
    cellClass: (p) => (p.data?.pinned ? 'erp-notice-pinned' : ''),
    hide: !options.kind,
  },
  {
    colId: 'title',
    headerName: '제목',
    field: 'title',
    flex: 1,
    minWidth: 240,
    lockVisible: true,
    cellClass: (p) => (p.data && !p.data.read && p.data.status === 'published' ? 'erp-notice-unread' : ''),
    valueFormatter: (p) =>
      p.data && !p.data.read && p.data.status === 'published' ? `● ${p.value}` : String(p.value),
  },
  { colId: 'authorName', headerName: '작성자', field: 'authorName', width: 110 },
  {
    colId: 'publishedAt',
    headerName: '게시 일시',
    field: 'publishedAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string | null) || '미게시',
  },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 90,
    hide: !options.status,
    valueFormatter: (p) => (p.value ? NOTICE_STATUS_LABELS[p.value as NoticeListItem['status']] : ''),
  },
  {
    colId: 'readCount',
    headerName: '읽음',
    width: 80,
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? readText(p.data) : ''),
  },
];
