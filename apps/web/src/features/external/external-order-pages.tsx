import {
  EXTERNAL_ORDER_COLUMNS,
  EXTERNAL_ORDER_STATUS_LABELS,
  type ExternalOrderRow,
  externalApi,
  externalScreens,
  linkTo,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Descriptions, Result, Segmented, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterPeriod } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { won } from './external.api';
import './external.css';

const COLUMNS = gridColumnsOf(EXTERNAL_ORDER_COLUMNS);
type Status = 'all' | 'draft' | 'fixed';

const OrderList = ({ initialStatus, title }: { initialStatus: Status; title: string }) => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({
    status: initialStatus as string,
    from: '',
    to: '',
    page: 1,
    size: 50,
  });
  const [draft, setDraft] = useState(params);
  const query = {
    status: (params.status as Status) ?? 'all',
    from: params.from || undefined,
    to: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(externalApi.orders, { body: query }, { placeholderData: keepPreviousData });
  return (
    <ListPage<ExternalOrderRow>
      title={title}
      description="내 거래처의 주문입니다. 내가 접수한 주문은 본사가 확정하면 출고됩니다."
      actions={
        <Button type="primary" onClick={() => navigate(externalScreens.externalPartOrder.path)}>
          부품 주문
        </Button>
      }
      onExcelDownload={() => downloadApi(externalApi.ordersExcel, { body: query }, '외부영업주문.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <Segmented
            aria-label="상태"
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status: String(status) })}
            options={[
              { value: 'all', label: '전체' },
              { value: 'draft', label: '확정 전' },
              { value: 'fixed', label: '확정' },
            ]}
          />
          <FilterPeriod label="주문일" ends="open" draft={draft} setDraft={setDraft} />
        </FilterCard>
      }
      table={{
        gridId: 'external-order-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(linkTo(externalScreens.externalOrder, { code: r.code, type: 'view' })),
        emptyText: '주문이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** ExternalOrderList: every order of the external's customers. */
export const ExternalOrderListPage = () => <OrderList initialStatus="all" title="주문 목록" />;
/** ExternalOrdering: the orders still waiting for head office to fix them. */
export const ExternalOrderingPage = () => <OrderList initialStatus="draft" title="확정 전 주문" />;

/** ExternalOrder/:code/:type: one order of the external's customers, its lines and amounts. */
export const ExternalOrderPage = () => {
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const order = useApiQuery(externalApi.order, { params: { code } }, { retry: false });
  if (order.isLoading) return <Spin style={{ margin: 40 }} />;
  const o = order.data;
  if (!o) return <Result status="404" title="주문을 찾을 수 없습니다." />;
  return (
    <TitledPage
      title={`주문 ${o.code}`}
      description={`${o.customerName} · ${o.orderDate.slice(0, 4)}.${o.orderDate.slice(4, 6)}.${o.orderDate.slice(6)}`}
      className="ext-page"
      actions={
        <Space>
          {o.status === 'fixed' && (
            <Button href={linkTo(externalScreens.externalOfStatement, { ordercode: o.code })} target="_blank">
              거래명세서
            </Button>
          )}
          <Button onClick={() => navigate(externalScreens.externalOrderList.path)}>목록</Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="상태">
          <Tag color={o.status === 'fixed' ? 'green' : 'orange'}>
            {EXTERNAL_ORDER_STATUS_LABELS[o.status] ?? o.status}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="합계">{won(o.total)}</Descriptions.Item>
        <Descriptions.Item label="공급가">{won(o.supply)}</Descriptions.Item>
        <Descriptions.Item label="부가세">{won(o.tax)}</Descriptions.Item>
        <Descriptions.Item label="비고">{o.memo ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="lineNo"
        pagination={false}
        scroll={{ x: true }}
        dataSource={o.lines}
        columns={[
          { title: '품번', dataIndex: 'partNo' },
          { title: '품명', dataIndex: 'partName' },
          { title: '수량', dataIndex: 'qty', align: 'right' },
          { title: '단가', dataIndex: 'unitPrice', align: 'right', render: (v: number) => won(v) },
          { title: '금액', dataIndex: 'total', align: 'right', render: (v: number) => won(v) },
        ]}
      />
    </TitledPage>
  );
};
