import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { MEMO_STATUS_LABELS, MEMO_STATUSES, type MemoStatus } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDataChange } from '../../components/data-sync/data-change';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { useShell } from '../../shell/layouts/shell-context';
import { CustomerPicker } from '../customer/customer-picker';
import { SALES_PATHS } from '../sales-order/order-paths';
import { memoColumns } from './memo-columns';
import { type MemoView, memoKeys, useMemoList } from './order-memo.api';
import { useOpenMemo } from './use-open-memo';
import '../sales-order/sales-order.css';

const DEFAULTS = { customer: '', from: '', to: '', status: '', page: 1, size: 50 };
const YMD = 'YYYYMMDD';

/**
 * Memo/ObtainMemoList[/:type]: every memo, newest first, with who took it, who worked it and the
 * order it became. Enter opens the order (or takes an open memo to the register).
 */
export const MemoListPage = () => {
  const { session } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState({ customer: params.customer, from: params.from, to: params.to });
  const list = useMemoList({
    ...(params.customer ? { customerCode: params.customer } : {}),
    ...(params.from && params.to ? { fromDate: params.from, toDate: params.to } : {}),
    ...((MEMO_STATUSES as readonly string[]).includes(params.status)
      ? { status: params.status as MemoStatus }
      : {}),
    page: params.page,
    size: params.size,
  });
  const search = () => setParams({ ...draft, page: 1 });
  const openMemo = useOpenMemo();
  const columns = useMemo(() => memoColumns(session.name, true), [session.name]);
  useDataChange('memo', () => void queryClient.invalidateQueries({ queryKey: memoKeys.all }));

  return (
    <ListPage<MemoView>
      title="수주 메모 목록"
      description="Enter 또는 두 번 클릭: 주문이 된 메모는 주문을, 대기 중인 메모는 처리(판매 등록)를 엽니다."
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SALES_PATHS.memo)}>
          메모 받기
        </Button>
      }
      filterBar={
        <Card size="small" className="erp-filter-card">
          <div className="erp-filter-row">
            <span className="erp-filter-item" style={{ width: 340 }}>
              <span className="erp-filter-label">거래처</span>
              <CustomerPicker
                value={draft.customer || null}
                onChange={(code) => setDraft((d) => ({ ...d, customer: code ?? '' }))}
              />
            </span>
            <span className="erp-filter-item">
              <span className="erp-filter-label">받은 날</span>
              <DatePicker.RangePicker
                aria-label="받은 날"
                format="YYYY-MM-DD"
                value={draft.from && draft.to ? [dayjs(draft.from, YMD), dayjs(draft.to, YMD)] : null}
                onChange={(range) => {
                  const [from, to] = range ?? [];
                  setDraft((d) => ({ ...d, from: from?.format(YMD) ?? '', to: to?.format(YMD) ?? '' }));
                }}
              />
            </span>
            <span className="erp-filter-item">
              <span className="erp-filter-label">상태</span>
              <Select
                aria-label="상태"
                style={{ width: 120 }}
                value={params.status}
                onChange={(status: string) => setParams({ status, page: 1 })}
                options={[
                  { value: '', label: '전체' },
                  ...MEMO_STATUSES.map((s) => ({ value: s, label: MEMO_STATUS_LABELS[s] })),
                ]}
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
        gridId: 'memo-list',
        columns,
        rows: list.data?.rows,
        rowId: (m) => m.code,
        loading: list.isFetching,
        onRowOpen: (m) => void openMemo(m),
        emptyText: '메모가 없습니다.',
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
