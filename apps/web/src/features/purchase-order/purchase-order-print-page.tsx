import { type PurchaseOrderLine, purchaseOrderApi } from '@erp/domain';
import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { formatYmd } from '../../components/data-table/cell-format';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { phoneLine, printWon } from '../statement/statement-format';
import '../statement/statement.css';

const COLUMNS: PrintColumn<PurchaseOrderLine>[] = [
  { key: 'partNo', title: '품번', width: '17%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'qty', title: '수량', width: '7%', align: 'right', render: (l) => printWon(l.qty) },
  { key: 'unitPrice', title: '단가', width: '11%', align: 'right', render: (l) => printWon(l.unitPrice) },
  { key: 'supply', title: '공급가액', width: '12%', align: 'right', render: (l) => printWon(l.supply) },
  { key: 'vat', title: '세액', width: '10%', align: 'right', render: (l) => printWon(l.vat) },
  {
    key: 'expected',
    title: '입고 예정일',
    width: '13%',
    align: 'center',
    render: (l) => formatYmd(l.expectedDate),
  },
];

/**
 * PurchaseOrderPrint/:code: the A4 발주서 — the company that orders, the supplier, the lines with
 * their expected days and the totals; 인쇄 · PDF 저장 through the browser, and the order's Excel.
 */
export const PurchaseOrderPrintPage = () => {
  const { code = '' } = useParams();
  const orderCode = code.trim().toUpperCase();
  const query = useApiQuery(purchaseOrderApi.print, { params: { code: orderCode } });
  const data = query.data;
  useEffect(() => {
    if (data) document.title = `발주서 ${data.order.code}`;
  }, [data]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!data)
    return (
      <Result status="warning" title="발주서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const { order, company, supplier } = data;
  return (
    <div className="erp-statement">
      <StatementBar title="발주서" subtitle={`${supplier.name} · ${order.statusLabel}`}>
        <Button
          onClick={() =>
            void downloadApi(
              purchaseOrderApi.orderExcel,
              { params: { code: order.code } },
              `발주서_${order.code}.xlsx`,
            )
          }
        >
          엑셀
        </Button>
      </StatementBar>
      <PrintSheet<PurchaseOrderLine>
        title="발주서"
        documentNo={order.code}
        date={order.orderDate}
        copyLabel="매입처 보관용"
        // The supplier supplies (공급자); the company orders and receives (공급받는자).
        supplier={supplier}
        recipient={
          company
            ? { ...company, phone: phoneLine(company.phone, company.fax) }
            : { name: '회사 정보 미등록' }
        }
        columns={COLUMNS}
        rows={order.lines}
        rowKey={(l) => String(l.id)}
        totals={[
          { label: '공급가액', value: printWon(order.supply) },
          { label: '세액', value: printWon(order.vat) },
          { label: '합계', value: `${printWon(order.total)}원` },
        ]}
        totalAmount={order.total}
        note={
          <div className="erp-statement-foot">
            <span>위와 같이 발주합니다. 입고 예정일을 지킬 수 없으면 미리 알려 주십시오.</span>
            {order.memo && <span>비고: {order.memo}</span>}
          </div>
        }
      />
    </div>
  );
};
