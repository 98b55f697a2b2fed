import { type PurchaseReturnLine, purchaseReturnApi, toYmd } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import '../statement/statement.css';

const COLUMNS: PrintColumn<PurchaseReturnLine>[] = [
  { key: 'partNo', title: '품번', width: '16%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'reason', title: '사유', width: '8%', align: 'center', render: (l) => l.reasonLabel },
  { key: 'purchase', title: '매입 번호', width: '13%', align: 'center', render: (l) => l.purchaseCode ?? '' },
  { key: 'qty', title: '수량', width: '7%', align: 'right', render: (l) => printWon(l.qty) },
  { key: 'unitPrice', title: '단가', width: '11%', align: 'right', render: (l) => printWon(l.unitPrice) },
  { key: 'supply', title: '공급가액', width: '12%', align: 'right', render: (l) => printWon(l.supply) },
  { key: 'vat', title: '세액', width: '9%', align: 'right', render: (l) => printWon(l.vat) },
];

/**
 * PurchaseReturnPrint/:code: the A4 반품서 of one return (our company returning, the supplier
 * taking the goods back), one page per sheet; 인쇄 · PDF 저장 through the browser.
 */
export const PurchaseReturnPrintPage = () => {
  const { code = '' } = useParams();
  const query = useApiQuery(purchaseReturnApi.print, { params: { code: code.trim().toUpperCase() } });
  const data = query.data;
  useEffect(() => {
    if (data) document.title = `반품서 ${data.purchaseReturn.code}`;
  }, [data]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!data)
    return (
      <Result status="warning" title="반품서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const r = data.purchaseReturn;
  // The day it binds (saved), else the day it was approved or asked for.
  const day = new Date(r.savedAt ?? r.approvedAt ?? r.requestedAt);
  return (
    <div className="erp-statement">
      <StatementBar
        title="반품서"
        subtitle={`${r.supplierName} · ${r.statusLabel} · 합계 ${printWon(r.total)}원`}
      />
      <PrintSheet<PurchaseReturnLine>
        title="반품서"
        documentNo={r.code}
        {...(Number.isNaN(day.getTime()) ? {} : { date: toYmd(day) })}
        supplier={data.company}
        recipient={data.supplier}
        columns={COLUMNS}
        rows={r.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={[
          { label: '공급가액', value: printWon(r.supply) },
          { label: '세액', value: printWon(r.vat) },
          { label: '합계', value: `${printWon(r.total)}원` },
        ]}
        totalAmount={r.total}
        note={
          <div className="erp-statement-foot">
            <span>
              위 물품을 반품합니다. 반품 사유: {r.reason ?? '-'}
              {r.plannedPickupDate
                ? ` · 회수 예정일 ${r.plannedPickupDate.slice(0, 4)}-${r.plannedPickupDate.slice(4, 6)}-${r.plannedPickupDate.slice(6, 8)}`
                : ''}
            </span>
          </div>
        }
      />
    </div>
  );
};
