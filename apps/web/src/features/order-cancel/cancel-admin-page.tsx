import { FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import {
  CANCEL_REQUEST_STATUS_LABELS,
  CANCEL_REQUEST_STATUSES,
  type CancelRequestStatus,
  formatElapsedMinutes,
  toYmd,
} from '@erp/domain';
import { Button, Card, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { openStatement } from '../statement/statement-paths';
import { CANCEL_COLUMNS } from './cancel-columns';
import { type CancelRequestView, useCancelAdminList } from './order-cancel.api';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';

const YMD = 'YYYYMMDD';

/** The four-eyes columns (who asked, who checked or rejected) right after the state. */
const PEOPLE_COLUMNS: DataColumn<CancelRequestView>[] = [
  { colId: 'requestedByName', headerName: '요청자', field: 'requestedByName', width: 96 },
  {
    colId: 'checkedByName',
    headerName: '확인·반려자',
    field: 'checkedByName',
    width: 104,
    valueGetter: (p) => p.data?.checkedByName ?? (p.data?.status === 'requested' ? '(대기)' : ''),
  },
  {
    colId: 'elapsed',
    headerName: '처리까지',
    width: 90,
    valueGetter: (p) =>
      p.data?.checkedAt
        ? formatElapsedMinutes((Date.parse(p.data.checkedAt) - Date.parse(p.data.requestedAt)) / 60_000)
        : '',
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
  },
];

const ADMIN_COLUMNS: DataColumn<CancelRequestView>[] = [
  ...CANCEL_COLUMNS.filter((c) => c.colId !== 'reason' && c.colId !== 'checkedAt').flatMap((c) =>
    c.colId === 'status' ? [c, ...PEOPLE_COLUMNS] : [c],
  ),
  ...CANCEL_COLUMNS.filter((c) => c.colId === 'checkedAt' || c.colId === 'reason'),
  {
    colId: 'rejectReason',
    headerName: '반려 사유',
    field: 'rejectReason',
    width: 160,
    tooltip: true,
  },
];

/**
 * Order/Cancel/OrderCancelAdminCheckList (admin only): every cancel request of a period with who
 * requested it and who checked or rejected it, so the admin can see that the second person was
 * really someone else; filtered by status and by a person (login id or name).
 */
export const OrderCancelAdminCheckListPage = () => {
  const navigate = useNavigate();
  const today = useMemo(() => toYmd(new Date()), []);
  const [params, setParams] = useUrlParams({
    status: '',
    from: `${today.slice(0, 6)}01`,
    to: today,
    person: '',
    page: 1,
    size: 50,
  });
  const [draft, setDraft] = useState({ from: params.from, to: params.to, person: params.person });
  const list = useCancelAdminList({
    ...(params.status ? { status: params.status as CancelRequestStatus } : {}),
    fromDate: params.from,
    toDate: params.to,
    ...(params.person ? { person: params.person } : {}),
    page: params.page,
    size: params.size,
  });
  const [selected, setSelected] = useState<CancelRequestView | null>(null);
  const search = () => setParams({ ...draft, person: draft.person.trim(), page: 1 });
  return (
    <ListPage<CancelRequestView>
      title="취소 확인 관리"
      description="취소 요청과 확인·반려를 누가 했는지 봅니다 (관리자). Enter: 원 주문 열기"
      filterBar={
        <Card size="small" className="erp-filter-card">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in any box searches. */}
          <div
            className="erp-filter-row"
            onKeyDown={(e) => {
              const open = (e.target as HTMLElement).getAttribute('aria-expanded') === 'true';
              if (e.key === 'Enter' && !open) search();
            }}
          >
            <span className="erp-filter-item">
              <span className="erp-filter-label">요청일</span>
              <DatePicker.RangePicker
                aria-label="요청일"
                format="YYYY-MM-DD"
                allowClear={false}
                value={[dayjs(draft.from, YMD), dayjs(draft.to, YMD)]}
                onChange={(range) => {
                  const [from, to] = range ?? [];
                  if (from && to) setDraft((d) => ({ ...d, from: from.format(YMD), to: to.format(YMD) }));
                }}
              />
            </span>
            <span className="erp-filter-item">
              <span className="erp-filter-label">상태</span>
              <Select
                aria-label="상태"
                style={{ width: 130 }}
                value={params.status}
                onChange={(status: string) => setParams({ status, page: 1 })}
                options={[
                  { value: '', label: '전체' },
                  ...CANCEL_REQUEST_STATUSES.map((s) => ({
                    value: s,
                    label: CANCEL_REQUEST_STATUS_LABELS[s],
                  })),
                ]}
              />
            </span>
            <span className="erp-filter-item">
              <label className="erp-filter-label" htmlFor="cancel-admin-person">
                요청자·확인자
              </label>
              <Input
                id="cancel-admin-person"
                style={{ width: 160 }}
                placeholder="아이디 또는 이름"
                value={draft.person}
                maxLength={40}
                onChange={(e) => setDraft((d) => ({ ...d, person: e.target.value }))}
              />
            </span>
            <span className="erp-filter-buttons">
              <Button type="primary" icon={<SearchOutlined />} onClick={search}>
                조회
              </Button>
            </span>
          </div>
        </Card>
      }
      table={{
        gridId: 'order-cancel-admin',
        columns: ADMIN_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: (r) =>
          navigate(obtainRegisterPath({ customerCode: r.customerCode, obtainCode: r.orderCode })),
        emptyText: '이 기간의 취소 요청이 없습니다.',
        toolbar: (
          <Button
            size="small"
            icon={<FileTextOutlined />}
            disabled={selected?.status !== 'checked'}
            onClick={() => selected && openStatement('cancel', selected.code)}
          >
            취소 명세서
          </Button>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};
