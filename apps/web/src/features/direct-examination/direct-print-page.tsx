import { type DirectExaminationLine, toYmd } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import { useDirect } from './direct-examination.api';
import '../statement/statement.css';

const COLUMNS: PrintColumn<DirectExaminationLine>[] = [
  { key: 'partNo', title: '품번', width: '18%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'qty', title: '요청 수량', width: '11%', align: 'right', render: (l) => printWon(l.qty) },
  {
    key: 'examined',
    title: '인수 수량',
    width: '11%',
    align: 'right',
    render: (l) => (l.examinedQty === null ? '' : printWon(l.examinedQty)),
  },
  { key: 'check', title: '확인', width: '9%', align: 'center', render: () => '□' },
];

/**
 * DirectExaminationRequestPrint/:code (직송 검수 요청서): the A4 checklist the supplier sends with
 * the goods; the customer writes what arrived and signs, and the clerk types it at the station.
 */
export const DirectPrintPage = () => {
  const { code = '' } = useParams();
  const query = useDirect(code.trim().toUpperCase());
  const d = query.data;
  useEffect(() => {
    if (d) document.title = `직송 검수 요청서 ${d.code}`;
  }, [d]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!d)
    return (
      <Result status="warning" title="요청서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const day = new Date(d.requestedAt);
  return (
    <div className="erp-statement">
      <StatementBar
        title="직송 검수 요청서"
        subtitle={`${d.supplierName} → ${d.customerName} · ${d.lineCount}개 품목`}
      />
      <PrintSheet<DirectExaminationLine>
        title="직송 검수 요청서"
        documentNo={d.code}
        {...(Number.isNaN(day.getTime()) ? {} : { date: toYmd(day) })}
        supplier={{ name: d.supplierName, phone: d.supplierPhone }}
        recipient={{ name: d.customerName, address: d.customerAddress, phone: d.customerPhone }}
        columns={COLUMNS}
        rows={d.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={[{ label: '요청 수량 합계', value: printWon(d.totalQty) }]}
        note={
          <div className="erp-statement-foot">
            <span>
              위 물품을 매입처에서 귀사로 직접 보냅니다{d.orderCode ? ` (수주 ${d.orderCode})` : ''}. 받으신
              수량을 적고 서명해 주십시오. 인수자: ____________ (서명)
            </span>
          </div>
        }
      />
    </div>
  );
};
