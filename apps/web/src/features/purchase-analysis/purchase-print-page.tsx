import { isPurchaseCode, type PurchaseLine, withParticle } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon } from '../../components/data-table/cell-format';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { usePurchase } from '../purchase/purchase.api';
import { StatementBar } from '../statement/statement-bar';
import { usePurchasePrintParties } from './purchase-analysis.api';

// Where PurchasePrint sends the other documents of purchasing (their print screens come with them).
const OTHER_PRINTS: Readonly<Record<string, (code: string) => string>> = {
  order: (code) => `/Purchase/PurchaseOrderPrint/${encodeURIComponent(code)}`,
  return: (code) => `/Purchase/PurchaseReturnPrint/${encodeURIComponent(code)}`,
  examination: (code) => `/Purchase/PurchaseExaminationPrint/${encodeURIComponent(code)}`,
};

const right = 'right' as const;
const LINE_COLUMNS: PrintColumn<PurchaseLine>[] = [
  { key: 'partNo', title: '품번', width: '18%', render: (l) => l.partNo },
  { key: 'partName', title: '품명', render: (l) => l.partName },
  { key: 'qty', title: '수량', width: '8%', align: right, render: (l) => l.qty.toLocaleString('ko-KR') },
  { key: 'unitPrice', title: '단가', width: '12%', align: right, render: (l) => formatWon(l.unitPrice) },
  { key: 'supply', title: '공급가액', width: '13%', align: right, render: (l) => formatWon(l.supply) },
  { key: 'vat', title: '세액', width: '11%', align: right, render: (l) => formatWon(l.vat) },
];

/** The purchase itself as an A4 매입 전표: the supplier, our warehouse, the lines and the totals. */
const PurchaseSheet = ({ code }: { code: string }) => {
  const purchase = usePurchase(code);
  const parties = usePurchasePrintParties(code);
  const p = purchase.data;
  useEffect(() => {
    if (p) document.title = `매입 전표 ${p.code} ${p.supplierName}`;
  }, [p]);
  if (purchase.isPending || parties.isPending)
    return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!p)
    return (
      <Result status="warning" title="매입을 불러오지 못했습니다." subTitle={messageOf(purchase.error)} />
    );
  return (
    <div className="erp-statement">
      <StatementBar
        title={`매입 전표 ${p.code}`}
        subtitle={`${p.supplierName} · 합계 ${formatWon(p.total)}원 · ${p.statusLabel}`}
      />
      <PrintSheet<PurchaseLine>
        title="매입 전표"
        documentNo={p.code}
        date={p.purchaseDate}
        supplier={parties.data?.supplier ?? { name: p.supplierName }}
        // Our side: the company's registration, or 당사 while none is registered.
        recipient={parties.data?.company ?? { name: '당사' }}
        columns={LINE_COLUMNS}
        rows={p.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={[
          { label: '공급가액', value: formatWon(p.supply) },
          { label: '세액', value: formatWon(p.vat) },
          { label: '합계', value: `${formatWon(p.total)}원` },
        ]}
        totalAmount={p.total}
        note={
          <div>
            <span>입고 창고: {p.warehouseName}. </span>
            {p.status === 'draft' && <strong>미확정 매입입니다 (재고·미지급금 반영 전). </strong>}
            {p.memo && <span>비고: {p.memo}</span>}
          </div>
        }
      />
    </div>
  );
};

/**
 * PurchasePrint/:info/:code: prints a purchasing document by kind. `purchase` prints the purchase
 * here; an order, return or examination goes to its own print screen; anything else is named.
 */
export const PurchasePrintPage = () => {
  const { info = '', code: raw = '' } = useParams();
  const code = raw.trim().toUpperCase();
  const other = OTHER_PRINTS[info];
  if (other) return <Navigate replace to={other(code)} />;
  if (info !== 'purchase')
    return (
      <Result
        status="warning"
        title={`${withParticle(`'${info}'`, '은/는')} 인쇄할 수 있는 문서 종류가 아닙니다.`}
        subTitle="purchase(매입), order(발주), return(반품), examination(검수) 중 하나여야 합니다."
      />
    );
  if (!isPurchaseCode(code))
    return (
      <Result
        status="warning"
        title={`${withParticle(`'${raw}'`, '은/는')} 매입 번호가 아닙니다.`}
        subTitle="매입 번호는 R과 8자리 숫자입니다 (예: R00000001)."
      />
    );
  return <PurchaseSheet code={code} />;
};
