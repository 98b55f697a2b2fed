import type { PartPriceChange } from '@erp/domain';
import { Card, Table } from 'antd';
import { useParams } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { usePriceHistory } from './part-info.api';
import { PART_INFO_PATHS } from './part-info-paths';
import { PartScreen } from './part-screen';
import { priceChangeText, priceChangeViaLabel } from './price-change-text';

/** PartAmountChangeInfoList/:code: every price change of a part, newest first, never overwritten. */
export const PartPriceHistoryPage = () => {
  const { code } = useParams();
  return (
    <PartScreen
      title="품목 가격 변경 이력"
      description="판매가·매입가가 바뀔 때마다 한 줄씩 쌓입니다. 고치거나 지울 수 없습니다."
      code={code}
      pathOf={PART_INFO_PATHS.prices}
    >
      {(part) => <PriceTable partCode={part.code} />}
    </PartScreen>
  );
};

const PriceTable = ({ partCode }: { partCode: string }) => {
  const history = usePriceHistory(partCode);
  return (
    <Card size="small" title={`변경 ${history.data?.length ?? 0}건`}>
      <Table<PartPriceChange>
        size="small"
        rowKey="id"
        loading={history.isPending}
        dataSource={history.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '가격 변경 이력이 없습니다.' }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '변경 일시',
            dataIndex: 'changedAt',
            width: 150,
            render: (v: string) => formatKstDateTime(v),
          },
          {
            title: '판매가',
            key: 'sale',
            render: (_: unknown, r) => priceChangeText(r.salePriceBefore, r.salePriceAfter),
          },
          {
            title: '매입가',
            key: 'purchase',
            render: (_: unknown, r) => priceChangeText(r.purchasePriceBefore, r.purchasePriceAfter),
          },
          {
            title: '매입처',
            key: 'supplier',
            width: 140,
            render: (_: unknown, r) => r.supplierName ?? r.supplierCode ?? '',
          },
          { title: '경로', dataIndex: 'via', width: 150, render: (v: string) => priceChangeViaLabel(v) },
          { title: '사유', dataIndex: 'reason', render: (v: string | null) => v ?? '' },
          { title: '변경자', dataIndex: 'changedByName', width: 120, render: (v: string | null) => v ?? '' },
        ]}
      />
    </Card>
  );
};
