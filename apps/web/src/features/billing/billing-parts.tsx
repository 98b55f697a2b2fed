import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import type { BillingIssue, BillingStatement } from './billing.api';
import { type BillingRow, issueStateLabel, TOTAL_BOXES } from './billing-format';
import '../customer-ledger/customer-ledger.css';

/** The period's figures as boxes: carried over, sales, credits, payments, the balance billed. */
export const BillingSummary = ({ s }: { s: BillingStatement }) => (
  <dl className="erp-ledger-summary erp-billing-summary" aria-label="청구 합계">
    {TOTAL_BOXES.map((b) => (
      <div key={b.key} className={b.grand ? 'is-grand' : undefined}>
        <dt>{b.label}</dt>
        <dd data-testid={`billing-${b.key}`}>{formatWon(s.totals[b.key])}</dd>
      </div>
    ))}
  </dl>
);

const money = (n: number) => (n === 0 ? '' : formatWon(n));

export const BILLING_LINE_COLUMNS: ColumnsType<BillingRow> = [
  { title: '일자', dataIndex: 'date', width: 100, render: (d: string) => formatYmd(d) },
  { title: '구분', dataIndex: 'label', width: 100 },
  { title: '문서번호', dataIndex: 'docCode', width: 150, className: 'erp-mono' },
  { title: '공급가액', dataIndex: 'supply', align: 'right', render: money },
  { title: '세액', dataIndex: 'tax', align: 'right', render: money },
  { title: '금액', dataIndex: 'amount', align: 'right', render: (n: number) => formatWon(n) },
  { title: '잔액', dataIndex: 'balance', align: 'right', render: (n: number) => formatWon(n) },
];

const stateColor = { issued: 'blue', voided: 'default', reversal: 'red' } as const;

const HISTORY_COLUMNS: ColumnsType<BillingIssue> = [
  { title: '청구서 번호', dataIndex: 'code', width: 150, className: 'erp-mono' },
  {
    title: '상태',
    dataIndex: 'state',
    width: 90,
    render: (s: BillingIssue['state']) => <Tag color={stateColor[s]}>{issueStateLabel(s)}</Tag>,
  },
  {
    title: '기간',
    key: 'period',
    render: (_: unknown, r) => `${formatYmd(r.fromDate)} ~ ${formatYmd(r.toDate)}`,
  },
  { title: '청구 잔액', dataIndex: 'closingBalance', align: 'right', render: (n: number) => formatWon(n) },
  {
    title: '취소',
    key: 'link',
    render: (_: unknown, r) => r.voidedByCode ?? r.reversesCode ?? '',
  },
  { title: '사유', dataIndex: 'reason', ellipsis: true },
  { title: '발행자', dataIndex: 'issuedByName', width: 90 },
  { title: '발행 일시', dataIndex: 'issuedAt', width: 150, render: (d: string) => formatKstDateTime(d) },
];

export const BillingHistory = ({ rows }: { rows: readonly BillingIssue[] }) => (
  <Table<BillingIssue>
    size="small"
    rowKey="code"
    pagination={false}
    columns={HISTORY_COLUMNS}
    dataSource={[...rows]}
    locale={{ emptyText: '이 기간에 발행한 청구서가 없습니다.' }}
  />
);
