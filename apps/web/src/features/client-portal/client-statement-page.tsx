import { type ClientOrderDetail, ORDER_STATUS_LABELS, toYmd } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import { useClientOrder } from './client.api';
import '../statement/statement.css';

type Line = ClientOrderDetail['lines'][number];

const COLUMNS: PrintColumn<Line>[] = [
  { key: 'no', title: '번호', width: '7%', align: 'center', render: (l) => l.lineNo },
  { key: 'partNo', title: '품번', width: '20%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.name },
  { key: 'qty', title: '수량', width: '9%', align: 'right', render: (l) => printWon(l.qty) },
  { key: 'price', title: '단가', width: '14%', align: 'right', render: (l) => printWon(l.unitPrice) },
  { key: 'amount', title: '금액', width: '15%', align: 'right', render: (l) => printWon(l.amount) },
];

/**
 * ClientStatementOfAccount/:code: the A4 거래명세서 of a QR customer's order (code = Q…), from its
 * shop to the customer; a client prints its own orders only, staff any.
 */
export const ClientStatementPage = () => {
  const { code = '' } = useParams();
  const query = useClientOrder(code.trim().toUpperCase());
  const o = query.data;
  useEffect(() => {
    if (o) document.title = `거래명세서 ${o.code}`;
  }, [o]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!o)
    return (
      <Result status="warning" title="거래명세서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const day = new Date(o.fixedAt ?? o.createdAt);
  return (
    <div className="erp-statement">
      <StatementBar title="QR 고객 거래명세서" subtitle={`${o.code} · ${ORDER_STATUS_LABELS[o.status]}`} />
      <PrintSheet<Line>
        title="거래명세서"
        documentNo={`${o.code} (${o.orderCode})`}
        {...(Number.isNaN(day.getTime()) ? {} : { date: toYmd(day) })}
        supplier={{ name: o.shopName }}
        recipient={{ name: `${o.clientName} 고객님` }}
        columns={COLUMNS}
        rows={o.lines}
        rowKey={(l) => String(l.lineNo)}
        totalAmount={o.total}
        totals={[
          { label: '공급가액', value: printWon(o.supply) },
          { label: '세액', value: printWon(o.tax) },
          { label: '합계', value: printWon(o.total) },
        ]}
        note={
          <div className="erp-statement-foot">
            <span>
              차량 {o.carNo ?? ''} {o.vin ?? ''}
              {o.waybillNo ? ` · 송장번호 ${o.waybillNo}` : ''}
              {o.status === 'draft' ? ' · 매장 확인 전 주문입니다.' : ''}
            </span>
          </div>
        }
      />
    </div>
  );
};
