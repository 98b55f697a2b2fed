import { CONSIGNMENT_STATEMENT_COLUMNS, consignmentApi } from '@erp/domain';
import { Card, Result, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { thisMonth } from '../customer-ledger/ledger-rows';
import { printWon } from '../statement/statement-format';

const COLUMNS = gridColumnsOf(CONSIGNMENT_STATEMENT_COLUMNS);

/**
 * The consignment statement (위탁 명세) of one customer, on ConsignmentList/:type/:customerCode:
 * per part, what its location held at the start of the period, what was placed, used (sold) and
 * withdrawn, and what it holds at the end, in units and cost won (this month by default).
 */
export const ConsignmentStatementCard = ({ customerCode }: { customerCode: string }) => {
  const month = useMemo(() => thisMonth(new Date()), []);
  const [period, setPeriod] = useState(month);
  const statement = useApiQuery(consignmentApi.statement, {
    params: { customerCode },
    query: { from: period.from, to: period.to },
  });
  const data = statement.data;
  const closing = (data?.rows ?? []).reduce((s, r) => s + r.closingValue, 0);
  const closingQty = (data?.rows ?? []).reduce((s, r) => s + r.closingQty, 0);
  return (
    <Card
      size="small"
      title={`위탁 명세 · ${data ? `${data.customerName} (${data.locationCode ?? '위탁 위치 없음'})` : customerCode}`}
      extra={
        <Space>
          <YmdRangePicker
            label="명세 기간"
            ends="closed"
            from={period.from}
            to={period.to}
            onChange={(from, to) => setPeriod({ from, to })}
          />
        </Space>
      }
      style={{ marginBottom: 12 }}
      data-testid="consignment-statement"
    >
      {statement.error ? (
        <Result status="warning" title={messageOf(statement.error)} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            기말 위탁 재고 {printWon(closingQty)}개 · 원가 {printWon(closing)}원 (위탁 물건은 우리 재고이며,
            사용분은 판매 주문으로 확정됩니다)
          </Typography.Paragraph>
          <DataTable
            gridId="consignment-statement"
            columns={COLUMNS}
            rows={data?.rows}
            loading={statement.isFetching}
            rowId={(r) => r.partCode}
            emptyText="기간에 위탁 재고가 없습니다."
            height={200}
          />
        </>
      )}
    </Card>
  );
};
