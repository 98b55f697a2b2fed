import {
  CANCEL_REQUEST_STATUS_LABELS,
  CANCEL_REQUEST_STATUSES,
  type CancelRequestStatus,
  formatElapsedMinutes,
  toYmd,
} from '@erp/domain';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import {
  choicesOf,
  FilterCard,
  FilterChoice,
  FilterItem,
  FilterPeriod,
} from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { CANCEL_COLUMNS, cancelRows } from './cancel-columns';
import { CancelStatementButton } from './cancel-statement-button';
import { type CancelRequestView, useCancelAdminList } from './order-cancel.api';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';

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
        <FilterCard onSearch={search}>
          <FilterPeriod label="요청일" ends="closed" draft={draft} setDraft={setDraft} />
          <FilterChoice
            label="상태"
            width={130}
            value={params.status}
            onChange={(status) => setParams({ status, page: 1 })}
            choices={choicesOf(CANCEL_REQUEST_STATUSES, CANCEL_REQUEST_STATUS_LABELS)}
          />
          <FilterItem label="요청자·확인자" htmlFor="cancel-admin-person">
            <Input
              id="cancel-admin-person"
              style={{ width: 160 }}
              placeholder="아이디 또는 이름"
              value={draft.person}
              maxLength={40}
              onChange={(e) => setDraft((d) => ({ ...d, person: e.target.value }))}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'order-cancel-admin',
        columns: ADMIN_COLUMNS,
        ...cancelRows(list, setSelected),
        onRowOpen: (r) =>
          navigate(obtainRegisterPath({ customerCode: r.customerCode, obtainCode: r.orderCode })),
        emptyText: '이 기간의 취소 요청이 없습니다.',
        toolbar: <CancelStatementButton request={selected} address={(r) => r.code} />,
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
