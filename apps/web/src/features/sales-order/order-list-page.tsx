import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, toYmd } from '@erp/domain';
import { Button, Card, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { CustomerPicker } from '../customer/customer-picker';
import { ORDER_COLUMNS, orderPageSummary } from './order-columns';
import { obtainRegisterPath, SALES_PATHS } from './order-paths';
import { type OrderSummary, useOrderList } from './sales-order.api';
import './sales-order.css';

const YMD = 'YYYYMMDD';
const toDay = (ymd: string) => (/^\d{8}$/.test(ymd) ? dayjs(ymd, YMD) : null);

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
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SALES_PATHS.newOrder)}>
          판매 등록
        </Button>
      }
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
              <span className="erp-filter-label">주문일</span>
              <DatePicker.RangePicker
                value={[toDay(draft.from), toDay(draft.to)]}
                format="YYYY-MM-DD"
                allowEmpty={[true, true]}
                onChange={(range) =>
                  setDraft((d) => ({
                    ...d,
                    from: range?.[0]?.format(YMD) ?? '',
                    to: range?.[1]?.format(YMD) ?? '',
                  }))
                }
                aria-label="주문일"
              />
            </span>
            <span className="erp-filter-item" style={{ width: 300 }}>
              <span className="erp-filter-label">거래처</span>
              <CustomerPicker
                value={draft.customer || null}
                onChange={(code) => setDraft((d) => ({ ...d, customer: code ?? '' }))}
              />
            </span>
            <span className="erp-filter-item">
              <span className="erp-filter-label">상태</span>
              <Select
                style={{ width: 120 }}
                value={draft.status}
                onChange={(status: string) => setDraft((d) => ({ ...d, status }))}
                options={[
                  { value: '', label: '전체' },
                  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
                ]}
                aria-label="상태"
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
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
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
