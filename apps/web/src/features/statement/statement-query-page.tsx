import type { Statement, StatementLine } from '@erp/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { messageOf } from '../../app/api-error';
import { PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from './statement-bar';
import { balanceCells, phoneLine, printWon } from './statement-format';
import { BalanceTable, STATEMENT_LINE_COLUMNS } from './statement-parts';
import './statement.css';

type Props = {
  /** The statement as the page's own scoped endpoint answered it. */
  query: UseQueryResult<Statement>;
  /** What the bar and the window title call it (협력사 거래명세서, 외부 영업 거래명세서…). */
  title: string;
};

/**
 * A 거래명세서 on A4 (print or save as PDF from the browser) with the customer's balances around
 * it, for the pages whose statement comes from an endpoint scoped to the caller (a partner's or an
 * external's orders) rather than the head-office statement call.
 */
export const StatementQueryPage = ({ query, title }: Props) => {
  const s = query.data;
  useEffect(() => {
    if (s) document.title = `${title} ${s.documentCode} ${s.recipient.name}`;
  }, [s, title]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!s)
    return (
      <Result status="warning" title="거래명세서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const cells = balanceCells(s);
  return (
    <div className="erp-statement">
      <StatementBar
        title={`${title} ${s.documentCode}`}
        subtitle={`${s.recipient.name} · 합계 ${printWon(s.total)}원`}
      />
      <PrintSheet<StatementLine>
        title="거래명세서"
        firstPageRows={s.previousBalance !== null ? 18 : 20}
        otherPageRows={26}
        documentNo={s.documentCode}
        date={s.documentDate}
        copyLabel={['공급받는자 보관용']}
        supplier={{ ...s.supplier, phone: phoneLine(s.supplier.phone, s.supplier.fax) }}
        recipient={s.recipient}
        columns={STATEMENT_LINE_COLUMNS}
        rows={s.lines}
        rowKey={(l) => `${l.no}`}
        totals={[
          { label: '공급가액', value: printWon(s.supply) },
          { label: '세액', value: printWon(s.tax) },
          { label: '합계', value: `${printWon(s.total)}원` },
        ]}
        totalAmount={s.total}
        note={
          <>
            {cells && <BalanceTable cells={cells} className="erp-statement-balance" label="잔액" testIds />}
            <div className="erp-statement-foot">
              {s.supplier.bankAccount && <span>입금 계좌: {s.supplier.bankAccount}</span>}
              <span className="erp-statement-sign">인수자 ____________ (인)</span>
            </div>
          </>
        }
      />
    </div>
  );
};
