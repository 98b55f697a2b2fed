import { Alert, DatePicker, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { Fragment, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatYmd } from '../../components/data-table/cell-format';
import { ColGroup } from '../../components/print-sheet/col-group';
import { paginateRows } from '../../components/print-sheet/print-pages';
import { type TransactionStatement, useTransactionStatement } from './statement.api';
import { StatementBar } from './statement-bar';
import { printWon } from './statement-format';
import { statementPeriod, type TransactionRow, transactionAddsUp, transactionRows } from './transaction-rows';
import '../../components/print-sheet/print-sheet.css';
import './statement.css';
import './transaction-statement.css';

const YMD = 'YYYYMMDD';
const FIRST_PAGE_ROWS = 26;
const OTHER_PAGE_ROWS = 36;

const Summary = ({ ts }: { ts: TransactionStatement }) => (
  <table className="erp-statement-balance" aria-label="기간 합계">
    <tbody>
      <tr>
        <th>전기 이월</th>
        <th>매출</th>
        <th>취소·반품</th>
        <th>입금</th>
        {ts.others !== 0 && <th>조정 등</th>}
        <th>기말 잔액</th>
      </tr>
      <tr>
        <td data-testid="ts-opening">{printWon(ts.openingBalance)}</td>
        <td data-testid="ts-sales">{printWon(ts.sales)}</td>
        <td data-testid="ts-cancels">{printWon(ts.cancels)}</td>
        <td data-testid="ts-payments">{printWon(ts.payments)}</td>
        {ts.others !== 0 && <td>{printWon(ts.others)}</td>}
        <td className="is-strong" data-testid="ts-closing">
          {printWon(ts.closingBalance)}
        </td>
      </tr>
    </tbody>
  </table>
);

const Row = ({ row }: { row: TransactionRow }) => {
  if (row.type === 'doc') {
    const d = row.doc;
    return (
      <tr className="erp-ts-doc" data-doc={d.docCode ?? ''}>
        <td className="c">{formatYmd(d.date)}</td>
        <td colSpan={3}>
          <strong>{d.kindLabel}</strong> <span className="erp-mono">{d.docCode ?? ''}</span>
          {d.memo ? ` · ${d.memo}` : ''}
        </td>
        <td className="r">{d.amount > 0 ? printWon(d.amount) : ''}</td>
        <td className="r">{d.amount < 0 ? printWon(-d.amount) : ''}</td>
        <td className="r strong">{printWon(d.balance)}</td>
      </tr>
    );
  }
  const l = row.line;
  // A line's amount sits under its document's column: a sale's in the debit, a cancel's in the credit.
  return (
    <tr className="erp-ts-line">
      <td />
      <td>{l.partNo}</td>
      <td>
        {l.name}
        {l.norm ? ` · ${l.norm}` : ''}
      </td>
      <td className="r">
        {printWon(Math.abs(l.qty))} × {printWon(l.unitPrice)}
      </td>
      <td className="r">{l.total >= 0 ? printWon(l.total) : ''}</td>
      <td className="r">{l.total < 0 ? printWon(-l.total) : ''}</td>
      <td />
    </tr>
  );
};

/**
 * transactionStatement/:code (거래내역서): a customer's documents of a period, each sale and
 * cancel with its lines and each payment, from the balance brought forward to the closing
 * balance — the customer ledger with its lines, on A4. ?from=&to= choose the period.
 */
export const TransactionStatementPage = () => {
  const { code = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const customerCode = code.trim().toUpperCase();
  const period = useMemo(() => statementPeriod(search.get('from'), search.get('to'), new Date()), [search]);
  const query = useTransactionStatement(customerCode, period.from, period.to);
  const ts = query.data;
  useEffect(() => {
    if (ts) document.title = `거래내역서 ${ts.recipient.name} ${ts.fromDate}-${ts.toDate}`;
  }, [ts]);
  const pages = useMemo(
    () => (ts ? paginateRows(transactionRows(ts), FIRST_PAGE_ROWS, OTHER_PAGE_ROWS) : []),
    [ts],
  );

  const picker = (
    <DatePicker.RangePicker
      aria-label="기간"
      format="YYYY-MM-DD"
      allowClear={false}
      value={[dayjs(period.from, YMD), dayjs(period.to, YMD)]}
      onChange={(range) => {
        const [from, to] = range ?? [];
        if (from && to) setSearch({ from: from.format(YMD), to: to.format(YMD) }, { replace: true });
      }}
    />
  );
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!ts)
    return (
      <div className="erp-statement">
        <StatementBar title="거래내역서" printable={false}>
          {picker}
        </StatementBar>
        <Result
          status="warning"
          title="거래내역서를 불러오지 못했습니다."
          subTitle={messageOf(query.error)}
        />
      </div>
    );
  return (
    <div className="erp-statement">
      <StatementBar
        title="거래내역서"
        subtitle={`${ts.recipient.name} · ${ts.documents.length}건 · 기말 잔액 ${printWon(ts.closingBalance)}원`}
      >
        {picker}
      </StatementBar>
      {!transactionAddsUp(ts) && (
        <Alert type="error" showIcon title="합계가 원장과 맞지 않습니다. 관리자에게 알려 주세요." />
      )}
      <div className="erp-print-sheet">
        {pages.map((rows, index) => (
          <section
            key={rows[0]?.key ?? 'empty'}
            className="erp-print-page erp-ts-page"
            aria-label={`거래내역서 ${index + 1}쪽`}
          >
            <header className="erp-print-head">
              <div className="erp-print-copy">
                {index + 1} / {pages.length}
              </div>
              <h1 className="erp-print-title">거래내역서</h1>
              <div className="erp-print-meta">
                <span>
                  {ts.recipient.name} 귀하 ({ts.recipient.code})
                </span>
                <span>
                  기간 {formatYmd(ts.fromDate)} ~ {formatYmd(ts.toDate)}
                </span>
              </div>
            </header>
            {index === 0 && (
              <>
                <div className="erp-ts-parties">
                  <span>
                    공급자 <strong>{ts.supplier.name}</strong> · 등록번호 {ts.supplier.bizNo ?? ''} · 대표{' '}
                    {ts.supplier.representative ?? ''}
                  </span>
                  <span>
                    공급받는자 <strong>{ts.recipient.name}</strong> · 등록번호 {ts.recipient.bizNo ?? ''}
                  </span>
                </div>
                <Summary ts={ts} />
              </>
            )}
            <table className="erp-print-lines erp-ts-lines">
              <ColGroup widths={['14%', '13%', null, '13%', '12%', '12%', '12%']} />
              <thead>
                <tr>
                  <th>일자</th>
                  <th colSpan={3}>구분 · 문서 / 품번 · 품명 · 수량 × 단가</th>
                  <th>매출</th>
                  <th>입금·취소</th>
                  <th>잔액</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Fragment key={row.key}>
                    <Row row={row} />
                  </Fragment>
                ))}
                {ts.documents.length === 0 && (
                  <tr>
                    <td colSpan={7} className="c">
                      이 기간의 거래가 없습니다.
                    </td>
                  </tr>
                )}
              </tbody>
              {index === pages.length - 1 && (
                <tfoot>
                  <tr className="erp-print-totals">
                    <td colSpan={4}>기간 합계</td>
                    <td>{printWon(ts.sales)}</td>
                    <td>{printWon(ts.cancels + ts.payments)}</td>
                    <td>{printWon(ts.closingBalance)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
            {index === pages.length - 1 && ts.supplier.bankAccount && (
              <div className="erp-statement-foot">
                <span>입금 계좌: {ts.supplier.bankAccount}</span>
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
};
