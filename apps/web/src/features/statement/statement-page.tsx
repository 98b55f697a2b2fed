import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { isOrderCode } from '../sales-order/order-paths';
import { type Statement, type StatementLine, useStatement } from './statement.api';
import { balanceCells, phoneLine, printWon, STATEMENT_TITLES } from './statement-format';
import type { StatementKind } from './statement-paths';
import './statement.css';

const COLUMNS: PrintColumn<StatementLine>[] = [
  { key: 'partNo', title: '품번', width: '17%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.name },
  { key: 'norm', title: '규격', width: '9%', align: 'center', render: (l) => l.norm ?? '' },
  { key: 'qty', title: '수량', width: '7%', align: 'right', render: (l) => printWon(l.qty) },
  { key: 'unitPrice', title: '단가', width: '11%', align: 'right', render: (l) => printWon(l.unitPrice) },
  { key: 'supply', title: '공급가액', width: '12%', align: 'right', render: (l) => printWon(l.supply) },
  { key: 'tax', title: '세액', width: '10%', align: 'right', render: (l) => printWon(l.tax) },
];

const StatementNote = ({ s }: { s: Statement }) => {
  const cells = balanceCells(s);
  return (
    <>
      {cells && (
        <table className="erp-statement-balance" aria-label="잔액">
          <tbody>
            <tr>
              {cells.map((c) => (
                <th key={c.label}>{c.label}</th>
              ))}
            </tr>
            <tr>
              {cells.map((c) => (
                <td
                  key={c.label}
                  className={c.strong ? 'is-strong' : undefined}
                  data-testid={`balance-${c.label}`}
                >
                  {c.value}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      <div className="erp-statement-foot">
        {s.kind === 'estimate' && <span>상기와 같이 견적합니다.</span>}
        {s.kind === 'cancel' && <span>원 주문 {s.orderCode}의 취소분입니다.</span>}
        {s.supplier.bankAccount && <span>입금 계좌: {s.supplier.bankAccount}</span>}
        <span className="erp-statement-sign">인수자 ____________ (인)</span>
      </div>
    </>
  );
};

/** Order documents are addressed by order code, the cancel statement by the request's number. */
const isDocumentCode = (kind: StatementKind, code: string) =>
  kind === 'cancel' ? /^[1-9]\d{0,9}$/.test(code) : isOrderCode(code);

const StatementDocument = ({ kind }: { kind: StatementKind }) => {
  const { code: raw = '' } = useParams();
  const valid = isDocumentCode(kind, raw);
  const code = valid ? raw.trim().toUpperCase() : '';
  const statement = useStatement(kind, code);
  const s = statement.data;
  const title = STATEMENT_TITLES[kind];
  useEffect(() => {
    if (s) document.title = `${title} ${s.documentCode} ${s.recipient.name}`;
  }, [s, title]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') window.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!valid)
    return (
      <Result
        status="warning"
        title={kind === 'cancel' ? '취소 요청 번호가 아닙니다.' : '주문번호가 아닙니다.'}
        subTitle={`${raw} — ${kind === 'cancel' ? '예: 12' : '예: O20261122-0001'}`}
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
  return (
    <div className="erp-statement">
      <div className="erp-statement-bar">
        <Space>
          <Typography.Text strong>
            {title} {s.documentCode}
          </Typography.Text>
          <Typography.Text type="secondary">
            {s.recipient.name} · 합계 {printWon(s.total)}원
          </Typography.Text>
        </Space>
        <Space>
          <Button type="primary" icon={<PrinterOutlined />} autoFocus onClick={() => window.print()}>
            인쇄 · PDF 저장 <kbd className="erp-kbd">Ctrl+P</kbd>
          </Button>
          <Button icon={<CloseOutlined />} onClick={() => window.close()}>
            닫기 <kbd className="erp-kbd">Esc</kbd>
          </Button>
        </Space>
      </div>
      <PrintSheet<StatementLine>
        title={title}
        documentNo={s.documentCode}
        date={s.documentDate}
        copyLabel="공급받는자 보관용"
        supplier={{
          ...s.supplier,
          phone: phoneLine(s.supplier.phone, s.supplier.fax),
        }}
        recipient={s.recipient}
        columns={COLUMNS}
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
    </div>
  );
};

/** StatementOfAccount/:code — 거래명세서 of a fixed order, with the balances around it. */
export const StatementOfAccountPage = () => <StatementDocument kind="sale" />;

/** CancelStatementOfAccount/:code — the checked cancel (code = cancel request number). */
export const CancelStatementOfAccountPage = () => <StatementDocument kind="cancel" />;

/** EstimateSheet/:code — 견적서 of any order; nothing moves, no balances. */
export const EstimateSheetPage = () => <StatementDocument kind="estimate" />;
