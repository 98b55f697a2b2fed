import type { CustomerUser } from '@erp/domain';
import { formatCount, formatKstDate, formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

const DAY_MS = 86_400_000;

/** Whole days since the last login (or since registration, for a user who never logged in). */
export const daysWithoutLogin = (
  user: Pick<CustomerUser, 'lastLoginAt' | 'createdAt'>,
  now = Date.now(),
): number => {
  const since = Date.parse(user.lastLoginAt ?? user.createdAt);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
};

export const customerUserColumns = (withIdleDays = false): DataColumn<CustomerUser>[] => [
  {
    colId: 'loginId',
    headerName: '아이디',
    field: 'loginId',
    width: 130,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'name', headerName: '이름', field: 'name', width: 150, pinned: 'left', tooltip: true },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode', width: 112 },
  { colId: 'customerName', headerName: '거래처명', field: 'customerName', width: 170 },
  { colId: 'phone', headerName: '전화번호', field: 'phone', width: 130 },
  { colId: 'email', headerName: '이메일', field: 'email', width: 180, hide: true },
  { colId: 'recommendCode', headerName: '추천인 코드', field: 'recommendCode', width: 110 },
  {
    colId: 'loginCount',
    headerName: '로그인 수',
    field: 'loginCount',
    width: 96,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'lastLoginAt',
    headerName: '마지막 로그인',
    field: 'lastLoginAt',
    width: 140,
    valueFormatter: (p) => (p.value ? formatKstDateTime(p.value as string) : '접속 기록 없음'),
  },
  ...(withIdleDays
    ? [
        {
          colId: 'idleDays',
          headerName: '미접속 일수',
          width: 104,
          type: 'rightAligned',
          cellClass: 'erp-cell-number',
          valueGetter: (p: { data?: CustomerUser }) =>
            p.data ? `${formatCount(daysWithoutLogin(p.data))}일` : '',
        } satisfies DataColumn<CustomerUser>,
      ]
    : []),
  {
    colId: 'disabled',
    headerName: '상태',
    field: 'disabled',
    width: 90,
    valueFormatter: (p) => (p.value ? '사용 중지' : '사용'),
    cellClassRules: { 'erp-status-suspended': (p) => p.value === true },
  },
  {
    colId: 'createdAt',
    headerName: '등록일',
    field: 'createdAt',
    width: 104,
    valueFormatter: (p) => formatKstDate(p.value as string),
  },
];
