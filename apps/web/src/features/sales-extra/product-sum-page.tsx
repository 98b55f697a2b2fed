import {
  PRODUCT_SUM_GROUP_LABELS,
  PRODUCT_SUM_GROUPS,
  type ProductSumRow,
  salesExtraApi,
  toYmd,
} from '@erp/domain';
import { Button, Card, DatePicker, Empty, Segmented, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { formatCount, formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { ProductSumChart } from './product-sum-chart';

type Group = (typeof PRODUCT_SUM_GROUPS)[number];
const YMD = 'YYYYMMDD';

const SumPage = ({ measure }: { measure: 'qty' | 'amount' }) => {
  const today = toYmd(new Date());
  const [draft, setDraft] = useState({ from: `${today.slice(0, 6)}01`, to: today, groupBy: 'part' as Group });
  const [query, setQuery] = useState(draft);
  const sums = useApiQuery(salesExtraApi.productSum, {
    body: { fromDate: query.from, toDate: query.to, groupBy: query.groupBy, order: measure },
  });
  const data = sums.data;
  return (
    <div className="erp-page">
      <PageHead
        title={measure === 'qty' ? '품목별 판매 수량' : '품목별 판매 금액'}
        description="확정 주문의 판매 (확인된 취소를 뺀 순수량·순금액), 상위 200건"
      />
      <Card size="small" className="erp-filter-card">
        <Space wrap>
          <DatePicker.RangePicker
            format="YYYY-MM-DD"
            allowClear={false}
            value={[dayjs(draft.from, YMD), dayjs(draft.to, YMD)]}
            onChange={(r) =>
              r?.[0] && r[1] && setDraft({ ...draft, from: r[0].format(YMD), to: r[1].format(YMD) })
            }
          />
          <Segmented<Group>
            value={draft.groupBy}
            options={PRODUCT_SUM_GROUPS.map((g) => ({ value: g, label: PRODUCT_SUM_GROUP_LABELS[g] }))}
            onChange={(g) => setDraft({ ...draft, groupBy: g })}
          />
          <Button type="primary" onClick={() => setQuery(draft)}>
            조회
          </Button>
        </Space>
      </Card>
      {data && data.rows.length === 0 && <Empty description="이 기간에 판매가 없습니다." />}
      {data && data.rows.length > 0 && (
        <>
          <Card
            size="small"
            title={`합계: 수량 ${formatCount(data.totalQty)} · 금액 ${formatWon(data.totalAmount)}원`}
          >
            <ProductSumChart rows={data.rows} measure={measure} />
          </Card>
          <Card size="small">
            <Table<ProductSumRow>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={data.rows}
              columns={[
                { title: PRODUCT_SUM_GROUP_LABELS[query.groupBy], dataIndex: 'label' },
                { title: '주문 수', dataIndex: 'orders', width: 90, align: 'right' },
                {
                  title: '수량',
                  dataIndex: 'qty',
                  width: 100,
                  align: 'right',
                  render: (n: number) => formatCount(n),
                },
                {
                  title: '공급가액',
                  dataIndex: 'supply',
                  width: 130,
                  align: 'right',
                  render: (n: number) => formatWon(n),
                },
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
        </>
      )}
    </div>
  );
};

/** Order/Product/OrderProductSumQty: sold quantity by part, kind or brand. */
export const ProductSumQtyPage = () => <SumPage measure="qty" />;
/** Order/Product/OrderProductSumAmount: sold amount by part, kind or brand. */
export const ProductSumAmountPage = () => <SumPage measure="amount" />;
