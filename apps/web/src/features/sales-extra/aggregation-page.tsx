import { type Aggregation, salesExtraApi } from '@erp/domain';
import { Card, Empty, Table, Tag } from 'antd';
import { useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { LoadedCards } from '../purchase/loaded-cards';
import { openStatement } from '../statement/statement-paths';

type Order = Aggregation['orders'][number];

/** ObtainAggregation/:type/:custcode/:vin: every order of one car (all, or fixed only), newest first. */
export const AggregationPage = () => {
  const { type = 'all', custcode = '-', vin = '' } = useParams();
  const query = useApiQuery(salesExtraApi.aggregation, {
    body: { type: type === 'fixed' ? 'fixed' : 'all', customerCode: custcode, vin },
  });
  const data = query.data;
  return (
    <div className="erp-page">
      <PageHead
        title={`차량별 주문 이력 · ${vin.toUpperCase()}`}
        description="차대번호로 받은 주문과 품목 (확인된 취소를 뺀 수량·금액). 주문번호를 누르면 거래명세서"
      />
      <LoadedCards error={query.error} ready={Boolean(data)}>
        {data && data.orders.length === 0 && <Empty description="이 차량의 주문이 없습니다." />}
        {data && data.orders.length > 0 && (
          <Card size="small" title={`주문 ${data.orders.length}건 · 합계 ${formatWon(data.totalAmount)}원`}>
            <Table<Order>
              size="small"
              rowKey="orderCode"
              pagination={false}
              dataSource={data.orders}
              expandable={{
                defaultExpandAllRows: true,
                expandedRowRender: (o) => (
                  <ul style={{ margin: 0 }}>
                    {o.lines.map((l) => (
                      <li key={l.lineNo}>
                        {l.partNo} {l.partName} × {l.qty} = {formatWon(l.total)}원
                      </li>
                    ))}
                  </ul>
                ),
              }}
              columns={[
                {
                  title: '주문번호',
                  dataIndex: 'orderCode',
                  width: 160,
                  render: (c: string) => (
                    <button
                      type="button"
                      className="erp-link-button"
                      onClick={() => openStatement('sale', c)}
                    >
                      {c}
                    </button>
                  ),
                },
                { title: '주문일', dataIndex: 'orderDate', width: 110, render: (d: string) => formatYmd(d) },
                {
                  title: '상태',
                  dataIndex: 'status',
                  width: 90,
                  render: (s: string) => (
                    <Tag>{s === 'fixed' ? '확정' : s === 'draft' ? '미확정' : '취소'}</Tag>
                  ),
                },
                { title: '거래처', dataIndex: 'customerName' },
                { title: '차량번호', dataIndex: 'carNumber', width: 120 },
                {
                  title: '합계',
                  dataIndex: 'total',
                  width: 130,
                  align: 'right',
                  render: (n: number) => formatWon(n),
                },
              ]}
            />
          </Card>
        )}
      </LoadedCards>
    </div>
  );
};
