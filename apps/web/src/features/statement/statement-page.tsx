import { Result, Segmented, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PrintSheet } from '../../components/print-sheet/print-sheet';
import { isOrderCode } from '../sales-order/order-paths';
import {
  COPY_CHOICE_LABELS,
  COPY_CHOICES,
  type CopyChoice,
  copyChoiceOf,
  fastLayout,
  statementPrintPlan,
} from './fast-statement';
import { FastStatementSheet } from './fast-statement-sheet';
import { type Statement, type StatementLine, useStatement } from './statement.api';
import { StatementBar } from './statement-bar';
import { balanceCells, isCancelKey, phoneLine, printWon, STATEMENT_TITLES } from './statement-format';
import { BalanceTable, STATEMENT_LINE_COLUMNS } from './statement-parts';
import type { StatementKind } from './statement-paths';
import './statement.css';

const StatementNote = ({ s }: { s: Statement }) => {
  const cells = balanceCells(s);
  return (
    <>
      {cells && <BalanceTable cells={cells} className="erp-statement-balance" label="잔액" testIds />}
      <div className="erp-statement-foot">
        {s.kind === 'estimate' && <span>상기와 같이 견적합니다.</span>}
        {s.kind === 'cancel' && <span>원 주문 {s.orderCode}의 취소분입니다.</span>}
        {s.supplier.bankAccount && <span>입금 계좌: {s.supplier.bankAccount}</span>}
        <span className="erp-statement-sign">인수자 ____________ (인)</span>
      </div>
    </>
  );
};

/** Order documents are addressed by order code, the cancel statement by its number or code. */
const isDocumentCode = (kind: StatementKind, code: string) =>
  kind === 'cancel' ? isCancelKey(code) : isOrderCode(code);

const StatementDocument = ({ kind }: { kind: StatementKind }) => {
  const { code: raw = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  // The statement of account prints both copies unless only one is asked for (?copies=).
  const copies = copyChoiceOf(search.get('copies'));
  const valid = isDocumentCode(kind, raw);
  const code = valid ? raw.trim().toUpperCase() : '';
  const statement = useStatement(kind, code);
  const s = statement.data;
  const title = kind === 'fast' ? '빠른 거래명세서' : STATEMENT_TITLES[kind];
  useEffect(() => {
    if (s) document.title = `${title} ${s.documentCode} ${s.recipient.name}`;
  }, [s, title]);

  if (!valid)
    return (
      <Result
        status="warning"
        title={kind === 'cancel' ? '취소 번호가 아닙니다.' : '주문번호가 아닙니다.'}
        subTitle={`${raw} — ${kind === 'cancel' ? '예: X20261122-0001 또는 요청 번호 12' : '예: O20261122-0001'}`}
      />
    );
  if (statement.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!s)
    return (
      <Result
        status="warning"
        title={`${title}를 불러오지 못했습니다.`}
        subTitle={messageOf(statement.error)}
      />
    );
  const bar = (
    <StatementBar
      title={`${title} ${s.documentCode}`}
      subtitle={`${s.recipient.name} · 합계 ${printWon(s.total)}원`}
    >
      {kind === 'sale' && (
        <Segmented<CopyChoice>
          aria-label="인쇄할 부수"
          value={copies}
          options={COPY_CHOICES.map((c) => ({ value: c, label: COPY_CHOICE_LABELS[c] }))}
          onChange={(c) => setSearch(c === 'both' ? {} : { copies: c }, { replace: true })}
        />
      )}
    </StatementBar>
  );
  if (kind === 'fast' && fastLayout(s) === 'two-up')
    return (
      <div className="erp-statement">
        {bar}
        <FastStatementSheet s={s} />
      </div>
    );
  // The statement of account: both copies on one A4 sheet while the lines fit (as Korean offices
  // keep them), else each copy on its own pages; or the one copy chosen. Other documents: one copy.
  const plan =
    kind === 'sale'
      ? statementPrintPlan(s, copies)
      : { layout: 'full' as const, copies: ['공급받는자 보관용'] };
  if (plan.layout === 'two-up')
    return (
      <div className="erp-statement">
        {bar}
        <FastStatementSheet s={s} label={`${title} (공급자·공급받는자 보관용)`} />
      </div>
    );
  return (
    <div className="erp-statement">
      {bar}
      <FullStatement s={s} copyLabel={plan.copies} />
    </div>
  );
};

/** The statement on whole A4 pages, once per copy (its label in the top corner of each). */
export const FullStatement = ({ s, copyLabel }: { s: Statement; copyLabel: readonly string[] }) => (
  <PrintSheet<StatementLine>
    title={STATEMENT_TITLES[s.kind]}
    // The balance box and the foot under the lines take the room of a few lines, so the
    // document still prints on whole A4 pages (PrintSheet counts lines only).
    firstPageRows={s.previousBalance !== null ? 18 : 20}
    otherPageRows={26}
    documentNo={s.documentCode}
    date={s.documentDate}
    copyLabel={copyLabel}
    supplier={{
      ...s.supplier,
      phone: phoneLine(s.supplier.phone, s.supplier.fax),
    }}
    recipient={s.recipient}
    columns={STATEMENT_LINE_COLUMNS}
    rows={s.lines}
    rowKey={(l) => `${l.no}`}
    totals={[
      { label: '공급가액', value: printWon(s.supply) },
      { label: '세액', value: printWon(s.tax) },
      { label: '합계', value: `${printWon(s.total)}원` },
    ]}
    // A cancel gives money back: its figures carry a minus sign, not '일금 마이너스 …원정'.
    totalAmount={s.kind === 'cancel' ? undefined : s.total}
    note={<StatementNote s={s} />}
  />
);

/** StatementOfAccount/:code — 거래명세서 of a fixed order, with the balances around it. */
export const StatementOfAccountPage = () => <StatementDocument kind="sale" />;

/** CancelStatementOfAccount/:code — the checked cancel (its code X… or the request number). */
export const CancelStatementOfAccountPage = () => <StatementDocument kind="cancel" />;

/** EstimateSheet/:code — 견적서 of any order; nothing moves, no balances. */
export const EstimateSheetPage = () => <StatementDocument kind="estimate" />;

/**
 * FastStatementOfAccount/:code — the fixed order's statement with the same figures as
 * StatementOfAccount, both copies on one A4 sheet (a long order prints as the full statement).
 */
export const FastStatementOfAccountPage = () => <StatementDocument kind="fast" />;
