import { type StatementLine, seoApi } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { balanceCells, phoneLine, printWon } from '../statement/statement-format';
import { BalanceTable, STATEMENT_LINE_COLUMNS } from '../statement/statement-parts';
import '../statement/statement.css';

/**
 * Statement/SeoStatementOfAccount/:code — the branch sale's 거래명세서 on A4 (print or save as
 * PDF from the browser), with the customer's balances around it; only the branch's own orders.
 */
export const SeoStatementOfAccountPage = () => {
  const { code = '' } = useParams();
  const statement = useApiQuery(seoApi.orderStatement, { params: { code: code.trim().toUpperCase() } });
  const s = statement.data;
  useEffect(() => {
    if (s) document.title = `지점 거래명세서 ${s.documentCode} ${s.recipient.name}`;
  }, [s]);
  if (statement.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!s)
    return (
      <Result
        status="warning"
        title="거래명세서를 불러오지 못했습니다."
        subTitle={messageOf(statement.error)}
      />
    );
  const cells = balanceCells(s);
  return (
    <div className="erp-statement">
      <StatementBar
        title={`지점 거래명세서 ${s.documentCode}`}
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
