import { type ConsignmentView, companyApi, consignmentApi, toYmd } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import '../statement/statement.css';

type Line = ConsignmentView['lines'][number];

const COLUMNS: PrintColumn<Line>[] = [
  { key: 'partNo', title: '품번', width: '18%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'qty', title: '수량', width: '9%', align: 'right', render: (l) => printWon(l.qty) },
  {
    key: 'unit',
    title: '단가',
    width: '13%',
    align: 'right',
    render: (l) =>
      l.unitPrice !== null ? printWon(l.unitPrice) : l.qty > 0 ? printWon(Math.round(l.value / l.qty)) : '',
  },
  {
    key: 'amount',
    title: '금액',
    width: '15%',
    align: 'right',
    render: (l) => printWon(l.unitPrice !== null ? l.unitPrice * l.qty : l.value),
  },
];

const WHAT: Record<ConsignmentView['type'], string> = {
  place: '위 물품을 위탁합니다. 위탁 물품의 소유권은 공급자에게 있으며, 사용분은 판매로 정산합니다.',
  withdraw: '위 위탁 물품을 회수합니다.',
  use: '위 위탁 물품의 사용분을 판매로 정산합니다.',
};

/**
 * ConsignmentPrint/:code: the A4 위탁 명세서 of one document (placed, withdrawn or used goods at
 * the customer's shop); 인쇄 · PDF 저장 through the browser. Placed and withdrawn goods read at
 * their cost, used goods at the price they were sold.
 */
export const ConsignmentPrintPage = () => {
  const { code = '' } = useParams();
  const query = useApiQuery(consignmentApi.detail, { params: { code: code.trim().toUpperCase() } });
  const company = useApiQuery(companyApi.profile, {});
  const doc = query.data;
  useEffect(() => {
    if (doc) document.title = `위탁 명세서 ${doc.code}`;
  }, [doc]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!doc)
    return (
      <Result status="warning" title="위탁 명세서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const total = doc.type === 'use' ? doc.saleTotal : doc.totalValue;
  const day = new Date(doc.postedAt ?? doc.createdAt);
  return (
    <div className="erp-statement">
      <StatementBar
        title="위탁 명세서"
        subtitle={`${doc.customerName} · ${doc.typeLabel} · ${doc.statusLabel} · ${printWon(total)}원`}
      />
      <PrintSheet<Line>
        title={`위탁 명세서 (${doc.typeLabel})`}
        documentNo={doc.code}
        {...(Number.isNaN(day.getTime()) ? {} : { date: toYmd(day) })}
        supplier={company.data ?? { name: '' }}
        recipient={{ name: `${doc.customerName} (${doc.customerCode})` }}
        columns={COLUMNS}
        rows={doc.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={[
          { label: '수량', value: printWon(doc.totalQty) },
          { label: doc.type === 'use' ? '판매 금액' : '원가 금액', value: `${printWon(total)}원` },
        ]}
        totalAmount={total}
        note={
          <div className="erp-statement-foot">
            <span>
              {WHAT[doc.type]} 위탁 위치 {doc.locationCode}
              {doc.warehouseName ? ` · 창고 ${doc.warehouseName}` : ''}
              {doc.orderCode ? ` · 판매 주문 ${doc.orderCode}` : ''}
              {doc.memo ? ` · ${doc.memo}` : ''}
            </span>
          </div>
        }
      />
    </div>
  );
};
