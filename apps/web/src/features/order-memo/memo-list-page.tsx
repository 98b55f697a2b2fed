import { MEMO_STATUS_LABELS, MEMO_STATUSES, type MemoStatus } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataChange } from '../../components/data-sync/data-change';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { AddButton } from '../../components/screen-parts/add-button';
import {
  choicesOf,
  FilterCard,
  FilterChoice,
  FilterItem,
  FilterPeriod,
} from '../../components/screen-parts/filter-card';
import { useShell } from '../../shell/layouts/shell-context';
import { CustomerPicker } from '../customer/customer-picker';
import { SALES_PATHS } from '../sales-order/order-paths';
import { memoColumns } from './memo-columns';
import { type MemoView, memoKeys, useMemoList } from './order-memo.api';
import { useOpenMemo } from './use-open-memo';
import '../sales-order/sales-order.css';
import { urlPaging } from '../../components/screen-parts/url-paging';

const DEFAULTS = { customer: '', from: '', to: '', status: '', page: 1, size: 50 };

/**
 * Memo/ObtainMemoList[/:type]: every memo, newest first, with who took it, who worked it and the
 * order it became. Enter opens the order (or takes an open memo to the register).
 */
export const MemoListPage = () => {
  const { session } = useShell();
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
      actions={<AddButton to={SALES_PATHS.memo}>메모 받기</AddButton>}
      filterBar={
        <FilterCard onSearch={search} searchOnEnter={false}>
          <FilterItem label="거래처" width={340}>
            <CustomerPicker
              value={draft.customer || null}
              onChange={(code) => setDraft((d) => ({ ...d, customer: code ?? '' }))}
            />
          </FilterItem>
          <FilterPeriod label="받은 날" ends="pair" draft={draft} setDraft={setDraft} />
          <FilterChoice
            label="상태"
            width={120}
            value={params.status}
            onChange={(status) => setParams({ status, page: 1 })}
            choices={choicesOf(MEMO_STATUSES, MEMO_STATUS_LABELS)}
          />
        </FilterCard>
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
      paging={urlPaging(list, params, setParams)}
    />
  );
};
