import {
  HOLIDAY_TYPE_LABELS,
  halfDaysText,
  STAFF_FORM_STATUS_LABELS,
  type StaffForm,
  type StaffFormKind,
} from '@erp/domain';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { hmText, ymdText } from './notice-request-paths';

/** The columns of a staff form list; the kind decides which date fields it shows. */
export const staffFormColumns = (kind: StaffFormKind): DataColumn<StaffForm>[] => [
  { colId: 'seq', headerName: '번호', field: 'seq', width: 70 },
  { colId: 'writerName', headerName: '작성자', field: 'writerName', width: 110 },
  {
    colId: 'startDate',
    headerName: kind === 'holiday' ? '기간' : '날짜',
    width: kind === 'holiday' ? 200 : 110,
    valueGetter: (p) =>
      p.data
        ? kind === 'holiday' && p.data.endDate && p.data.endDate !== p.data.startDate
          ? `${ymdText(p.data.startDate)} ~ ${ymdText(p.data.endDate)}`
          : ymdText(p.data.startDate)
        : '',
  },
  ...(kind === 'late'
    ? [
        {
          colId: 'arrivedAt',
          headerName: '출근 시각',
          width: 90,
          valueGetter: (p) => hmText(p.data?.arrivedAt ?? null),
        } as DataColumn<StaffForm>,
      ]
    : []),
  ...(kind === 'holiday'
    ? ([
        {
          colId: 'holidayType',
          headerName: '종류',
          width: 100,
          valueGetter: (p) => (p.data?.holidayType ? HOLIDAY_TYPE_LABELS[p.data.holidayType] : ''),
        },
        {
          colId: 'halfDays',
          headerName: '일수',
          width: 70,
          valueGetter: (p) => (p.data ? halfDaysText(p.data.halfDays) : ''),
        },
      ] as DataColumn<StaffForm>[])
    : []),
  { colId: 'title', headerName: '제목', field: 'title', flex: 1, minWidth: 160 },
  {
    colId: 'status',
    headerName: '결재',
    field: 'status',
    width: 90,
    valueFormatter: (p) => STAFF_FORM_STATUS_LABELS[p.value as StaffForm['status']] ?? '',
  },
  {
    colId: 'createdAt',
    headerName: '작성 일시',
    field: 'createdAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
];
