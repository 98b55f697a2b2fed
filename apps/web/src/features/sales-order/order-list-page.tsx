import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, toYmd } from '@erp/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
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
import { urlPaging } from '../../components/screen-parts/url-paging';
import { CustomerPicker } from '../customer/customer-picker';
import { ORDER_COLUMNS, orderPageSummary } from './order-columns';
import { obtainRegisterPath, SALES_PATHS } from './order-paths';
import { type OrderSummary, useOrderList } from './sales-order.api';
import './sales-order.css';

type Filters = { from: string; to: string; customer: string; status: string };

const OrderList = ({ defaults }: { defaults: Filters & { page: number; size: number } }) => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(defaults);
  const [draft, setDraft] = useState<Filters>(params);
  // The back button brings older filters into the URL: the boxes show them again.
  useEffect(() => setDraft(params), [params]);
  const tableRef = useRef<DataTableHandle>(null);
  const query = {
    fromDate: params.from || undefined,
    toDate: params.to || undefined,
    customerCode: params.customer || undefined,
    status: (params.status || undefined) as OrderStatus | undefined,
    page: params.page,
    size: params.size,
  };
  const list = useOrderList(query);
  const search = () => setParams({ ...draft, page: 1 });
  const open = (o: OrderSummary) =>
    navigate(obtainRegisterPath({ vin: o.vin, customerCode: o.customerCode, obtainCode: o.code }));

  return (
    <ListPage<OrderSummary>
      title="수주 목록"
      description="Enter 또는 두 번 클릭: 주문 열기 (작성 중이면 수정, 확정이면 조회)"
      actions={<AddButton to={SALES_PATHS.newOrder}>판매 등록</AddButton>}
      filterBar={
        <FilterCard onSearch={search}>
          <FilterPeriod label="주문일" ends="open" draft={draft} setDraft={setDraft} />
          <FilterItem label="거래처" width={300}>
            <CustomerPicker
              value={draft.customer || null}
              onChange={(code) => setDraft((d) => ({ ...d, customer: code ?? '' }))}
            />
          </FilterItem>
          <FilterChoice
            label="상태"
            width={120}
            value={draft.status}
            onChange={(status) => setDraft((d) => ({ ...d, status }))}
            choices={choicesOf(ORDER_STATUSES, ORDER_STATUS_LABELS)}
          />
        </FilterCard>
      }
      table={{
        gridId: 'sales-order-list',
        columns: ORDER_COLUMNS,
        rows: list.data?.rows,
        rowId: (o) => o.code,
        loading: list.isFetching,
        summaryRow: orderPageSummary(list.data?.rows),
        onRowOpen: open,
        emptyText: '조건에 맞는 주문이 없습니다.',
        handleRef: tableRef,
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** ObtainList: today's orders by default; ObtainList/:custCode/:orderDate opens one customer's day. */
export const OrderListPage = () => {
  const { custCode, orderDate } = useParams();
  const defaults = useMemo(() => {
    const today = toYmd(new Date());
    const day = orderDate && /^\d{8}$/.test(orderDate) ? orderDate : today;
    const customer = custCode && custCode !== '-' && custCode !== '0' ? custCode.toUpperCase() : '';
    return { from: day, to: day, customer, status: '', page: 1, size: 50 };
  }, [custCode, orderDate]);
  return <OrderList key={`${defaults.customer}:${defaults.from}`} defaults={defaults} />;
};
