import { linkTo, billingScreens as S } from '@erp/domain';
import { Result, Segmented, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatYmd } from '../../components/data-table/cell-format';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import { useBillingStatement } from './billing.api';
import { type BillingRow, billingRows, TOTAL_BOXES } from './billing-format';
import '../statement/statement.css';

const COLUMNS: readonly PrintColumn<BillingRow>[] = [
  { key: 'date', title: '일자', width: '13%', render: (r) => formatYmd(r.date) },
  { key: 'label', title: '구분', width: '11%', render: (r) => r.label },
  { key: 'doc', title: '문서번호', width: '19%', render: (r) => r.docCode },
  { key: 'supply', title: '공급가액', align: 'right', render: (r) => printWon(r.supply) },
  { key: 'tax', title: '세액', align: 'right', render: (r) => printWon(r.tax) },
  { key: 'amount', title: '금액', align: 'right', render: (r) => printWon(r.amount) },
  { key: 'balance', title: '잔액', align: 'right', render: (r) => printWon(r.balance) },
];

const TYPES = [
  { value: 'detail', label: '건별' },
  { value: 'summary', label: '일자별' },
] as const;

/** Bill/OrderBilling/:type/…: the month's statement on A4 (건별 or 일자별), from the receivable ledger. */
export const OrderBillingPage = () => {
  const { type: rawType = 'detail', custcode = '', startdt = '', lastdt = '' } = useParams();
  const type = rawType === 'summary' ? 'summary' : 'detail';
  const navigate = useNavigate();
  const statement = useBillingStatement({
    customerCode: custcode.toUpperCase(),
    fromDate: startdt,
    toDate: lastdt,
  });
  const s = statement.data;
  useEffect(() => {
    if (s) document.title = `청구서 ${s.customerName} ${startdt}~${lastdt}`;
  }, [s, startdt, lastdt]);
  if (statement.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!s)
    return (
      <Result status="warning" title="청구서를 불러오지 못했습니다." subTitle={messageOf(statement.error)} />
    );
  return (
    <div className="erp-statement">
      <StatementBar
        title={`청구서 ${s.issued?.code ?? '(미발행)'}`}
        subtitle={`${s.customerName} · 청구 잔액 ${printWon(s.totals.closingBalance)}원`}
      >
        <Segmented
          aria-label="보기"
          value={type}
          options={TYPES.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(v) =>
            navigate(linkTo(S.orderBilling, { type: v, custcode, startdt, lastdt }), { replace: true })
          }
        />
      </StatementBar>
      <PrintSheet<BillingRow>
        title="청 구 서"
        documentNo={s.issued?.code ?? `미발행 ${formatYmd(startdt)}~${formatYmd(lastdt)}`}
        date={lastdt}
        supplier={s.supplier}
        recipient={{
          name: s.customerName,
          bizNo: s.bizNo,
          representative: s.representative,
          address: s.address,
        }}
        columns={COLUMNS}
        rows={billingRows(s, type)}
        rowKey={(r) => r.key}
        firstPageRows={18}
        otherPageRows={26}
        totals={TOTAL_BOXES.map((b) => ({ label: b.label, value: printWon(s.totals[b.key]) }))}
        totalAmount={s.totals.closingBalance}
        note={
          <span>
            청구 기간 {formatYmd(s.fromDate)} ~ {formatYmd(s.toDate)}. 위 금액을 청구합니다.
          </span>
        }
      />
    </div>
  );
};
