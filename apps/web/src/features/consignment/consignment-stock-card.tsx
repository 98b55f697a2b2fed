import { consignmentApi } from '@erp/domain';
import { Card, Empty, Typography } from 'antd';
import { useApiQuery } from '../../app/contract-client';
import { printWon } from '../statement/statement-format';

/**
 * What a customer's consignment location holds now (our goods at the shop), beside the register:
 * what may be used or withdrawn.
 */
export const ConsignmentStockCard = ({ customerCode }: { customerCode: string }) => {
  const stock = useApiQuery(consignmentApi.stock, { params: { customerCode } });
  const data = stock.data;
  return (
    <Card
      size="small"
      title={`현재 위탁 재고 · ${data ? `${data.customerName} (${data.locationCode ?? '아직 없음'})` : customerCode}`}
      style={{ marginTop: 12 }}
      data-testid="consignment-stock"
    >
      {data && data.rows.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: 18, columns: 2 }}>
          {data.rows.map((r) => (
            <li key={r.partCode}>
              <Typography.Text code>{r.partNo}</Typography.Text> {r.partName} · {printWon(r.qty)}개 (원가{' '}
              {printWon(r.value)}원)
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="위탁된 물건이 없습니다." />
      )}
    </Card>
  );
};
