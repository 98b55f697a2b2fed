import { CUSTOMER_USER_COLUMNS, CUSTOMER_USER_LABELS, type CustomerUser } from '@erp/domain';
import { formatCount, formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { gridColumnsOf } from '../../components/data-table/grid-columns';

const DAY_MS = 86_400_000;

/** Whole days since the last login (or since registration, for a user who never logged in). */
export const daysWithoutLogin = (
  user: Pick<CustomerUser, 'lastLoginAt' | 'createdAt'>,
  now = Date.now(),
): number => {
  const since = Date.parse(user.lastLoginAt ?? user.createdAt);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
};

const idleDaysColumn: DataColumn<CustomerUser> = {
  colId: 'idleDays',
  headerName: CUSTOMER_USER_LABELS.idleDays,
  width: 104,
  type: 'rightAligned',
  cellClass: 'erp-cell-number',
  valueGetter: (p) => (p.data ? `${formatCount(daysWithoutLogin(p.data))}일` : ''),
};

/** The grid of the user lists; the dormant list adds the days without a login, before the status. */
export const customerUserColumns = (withIdleDays = false): DataColumn<CustomerUser>[] => {
  const columns = gridColumnsOf(CUSTOMER_USER_COLUMNS, {
    overrides: {
      name: { tooltip: true },
      lastLoginAt: {
        valueFormatter: (p) => (p.value ? formatKstDateTime(p.value as string) : '접속 기록 없음'),
      },
      disabled: { cellClassRules: { 'erp-status-suspended': (p) => p.data?.disabled === true } },
    },
  });
  if (!withIdleDays) return columns;
  const status = columns.findIndex((c) => c.colId === 'disabled');
  return [...columns.slice(0, status), idleDaysColumn, ...columns.slice(status)];
};
