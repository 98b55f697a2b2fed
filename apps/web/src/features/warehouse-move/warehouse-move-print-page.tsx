import { toYmd, type WarehouseMoveLine, warehouseMoveApi } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import '../statement/statement.css';

const num = (n: number) => printWon(n);

const COLUMNS: PrintColumn<WarehouseMoveLine>[] = [
  { key: 'partNo', title: '품번', width: '18%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'requested', title: '요청', width: '8%', align: 'right', render: (l) => num(l.requestedQty) },
  { key: 'shipped', title: '출고', width: '8%', align: 'right', render: (l) => num(l.shippedQty) },
  { key: 'received', title: '입고', width: '8%', align: 'right', render: (l) => num(l.receivedQty) },
  { key: 'short', title: '부족', width: '8%', align: 'right', render: (l) => num(l.shortQty) },
  { key: 'damaged', title: '파손', width: '8%', align: 'right', render: (l) => num(l.damagedQty) },
];

/**
 * Examination/Request/WarehouseMovePrint/:code: the A4 창고 이동 전표 (from which warehouse to
 * which, each part's requested, shipped, received, short and damaged units); 인쇄 · PDF through the browser.
 */
export const WarehouseMovePrintPage = () => {
  const { code = '' } = useParams();
  const query = useApiQuery(warehouseMoveApi.print, { params: { code: code.trim().toUpperCase() } });
  const data = query.data;
  useEffect(() => {
    if (data) document.title = `창고 이동 전표 ${data.move.code}`;
  }, [data]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!data)
    return (
      <Result
        status="warning"
        title="창고 이동 전표를 불러오지 못했습니다."
        subTitle={messageOf(query.error)}
      />
    );
  const m = data.move;
  const day = new Date(m.receivedAt ?? m.shippedAt ?? m.requestedAt);
  return (
    <div className="erp-statement">
      <StatementBar
        title="창고 이동 전표"
        subtitle={`${m.fromWarehouseName} → ${m.toWarehouseName} · ${m.statusLabel}`}
      />
      <PrintSheet<WarehouseMoveLine>
        title="창고 이동 전표"
        documentNo={m.code}
        {...(Number.isNaN(day.getTime()) ? {} : { date: toYmd(day) })}
        supplier={{ ...data.company, name: `${data.company.name} · ${m.fromWarehouseName}` }}
        recipient={{ name: `${m.toWarehouseName} (${m.toWarehouseCode})` }}
        columns={COLUMNS}
        rows={m.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={[
          { label: '요청', value: num(m.requestedQty) },
          { label: '출고', value: num(m.shippedQty) },
          { label: '입고', value: num(m.receivedQty) },
          { label: '부족 · 파손', value: `${num(m.shortQty)} · ${num(m.damagedQty)}` },
        ]}
        note={
          <div className="erp-statement-foot">
            <span>
              위 물품을 {m.fromWarehouseName}에서 {m.toWarehouseName}(으)로 이동합니다. 상태: {m.statusLabel}
              {m.memo ? ` · ${m.memo}` : ''}
            </span>
          </div>
        }
      />
    </div>
  );
};
