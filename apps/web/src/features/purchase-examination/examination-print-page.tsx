import type { ExamLine } from '@erp/domain';
import { useEffect } from 'react';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { arrivalQueryState, NotAnArrival, useArrivalParam } from './arrival-code';
import { dateCodesText } from './arrival-differences';
import { useArrivalRecord } from './purchase-examination.api';
import '../statement/statement.css';

const COLUMNS: readonly PrintColumn<ExamLine>[] = [
  { key: 'partNo', title: '품번', width: '15%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'qty', title: '입고', width: '7%', align: 'right', render: (l) => l.qty },
  { key: 'examined', title: '검수', width: '7%', align: 'right', render: (l) => l.examined },
  { key: 'short', title: '부족', width: '7%', align: 'right', render: (l) => l.short || '' },
  {
    key: 'damaged',
    title: '파손',
    width: '12%',
    render: (l) => (l.damaged ? `${l.damaged} ${l.damageReason ?? ''}` : ''),
  },
  { key: 'accepted', title: '확정', width: '7%', align: 'right', render: (l) => l.accepted },
  { key: 'date', title: '제조 일자', width: '13%', render: (l) => dateCodesText(l) },
];

/** PurchaseExaminationPrint/:code: 검수 확인서 on A4 (인쇄 · PDF 저장 through the browser). */
export const PurchaseExaminationPrintPage = () => {
  const { raw, code } = useArrivalParam();
  const record = useArrivalRecord(code);
  const r = record.data;
  useEffect(() => {
    if (r) document.title = `검수 확인서 ${r.purchaseCode} ${r.supplierName}`;
  }, [r]);
  if (!code) return <NotAnArrival raw={raw} />;
  const state = arrivalQueryState(record);
  if (state || !r) return state;
  const sum = (pick: (l: ExamLine) => number) => r.lines.reduce((n, l) => n + pick(l), 0);
  return (
    <div className="erp-statement">
      <StatementBar title="검수 확인서" subtitle={`${r.purchaseCode} · ${r.supplierName}`} />
      <PrintSheet<ExamLine>
        title="검수 확인서"
        documentNo={r.purchaseCode}
        date={r.purchaseDate}
        supplier={{ name: r.supplierName, bizNo: null }}
        recipient={{ name: r.warehouseName }}
        columns={COLUMNS}
        rows={r.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={[
          { label: '입고', value: sum((l) => l.qty) },
          { label: '검수', value: sum((l) => l.examined) },
          { label: '부족', value: sum((l) => l.short) },
          { label: '파손', value: sum((l) => l.damaged) },
          { label: '입고 확정', value: sum((l) => l.accepted) },
        ]}
        note={
          <div className="erp-statement-foot">
            <span>
              검수 {r.statusLabel} · 검수자 {r.postedByName ?? r.startedByName ?? '-'}{' '}
              {formatKstDateTime(r.postedAt ?? r.startedAt)}
            </span>
            <span className="erp-statement-sign">확인자 ____________ (인)</span>
          </div>
        }
      />
    </div>
  );
};
