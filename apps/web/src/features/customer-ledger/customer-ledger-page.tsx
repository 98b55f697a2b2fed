import { DollarOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { CustomerPicker } from '../customer/customer-picker';
import { openStatement, openTransactionStatement } from '../statement/statement-paths';
import { type CustomerLedgerView, useCustomerLedger } from './customer-ledger.api';
import { documentLink, ledgerAddsUp, ledgerRows, thisMonth } from './ledger-rows';
import { PaymentDialog } from './payment-dialog';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import { SearchButton } from '../../components/list-page/search-button';
import './customer-ledger.css';

const YMD = 'YYYYMMDD';
const money = (n: number) => (n === 0 ? '' : formatWon(n));

const LedgerTable = ({ ledger }: { ledger: CustomerLedgerView }) => (
  <table className="erp-ledger-table" aria-label="거래처 원장">
    <thead>
      <tr>
        <th style={{ width: 96 }}>일자</th>
        <th style={{ width: 96 }}>구분</th>
        <th style={{ width: 140 }}>문서번호</th>
        <th className="num">공급가액</th>
        <th className="num">세액</th>
        <th className="num">매출 (차변)</th>
        <th className="num">입금·취소 (대변)</th>
        <th className="num">잔액</th>
        <th>비고</th>
      </tr>
    </thead>
    <tbody>
      {ledgerRows(ledger).map((row) => {
        if (row.type === 'opening')
          return (
            <tr key="opening" className="is-sum">
              <td>{formatYmd(ledger.fromDate)}</td>
              <td colSpan={6}>기초 잔액 (이월)</td>
              <td className="num" data-testid="ledger-opening">
                {formatWon(row.balance)}
              </td>
              <td />
            </tr>
          );
        if (row.type === 'total')
          return (
            <tr key="total" className="is-sum">
              <td colSpan={5}>기간 합계</td>
              <td className="num" data-testid="ledger-total-debit">
                {formatWon(row.debit)}
              </td>
              <td className="num" data-testid="ledger-total-credit">
                {formatWon(row.credit)}
              </td>
              <td className="num strong" data-testid="ledger-closing">
                {formatWon(row.balance)}
              </td>
              <td />
            </tr>
          );
        const { line } = row;
        const link = documentLink(line);
        return (
          <tr key={line.id} data-doc={line.docCode ?? ''}>
            <td>{formatYmd(line.date)}</td>
            <td className={line.credit > 0 ? 'is-credit' : undefined}>{row.label}</td>
            <td className="erp-mono">
              {link ? (
                <button
                  type="button"
                  className="erp-link-button"
                  onClick={() => openStatement(link.kind, link.code)}
                >
                  {line.docCode}
                </button>
              ) : (
                (line.docCode ?? '')
              )}
            </td>
            <td className="num">{money(line.supply)}</td>
            <td className="num">{money(line.tax)}</td>
            <td className="num">{money(line.debit)}</td>
            <td className="num is-credit">{money(line.credit)}</td>
            <td className="num strong">{formatWon(line.balance)}</td>
            <td className="ellipsis">{line.memo ?? ''}</td>
          </tr>
        );
      })}
    </tbody>
  </table>
);

/**
 * CustomerLedger (거래처원장): one customer's receivable over a period — opening balance, every
 * sale, cancel and payment with the running balance, the period totals — printable on A4, with
 * the payment entry (입금 등록) beside it.
 */
export const CustomerLedgerPage = () => {
  const month = useMemo(() => thisMonth(new Date()), []);
  const [params, setParams] = useUrlParams({ customer: '', from: month.from, to: month.to });
  const [draft, setDraft] = useState(params);
  useEffect(() => setDraft(params), [params]);
  const [paying, setPaying] = useState(false);
  const query = params.customer
    ? { customerCode: params.customer, fromDate: params.from, toDate: params.to }
    : null;
  const ledger = useCustomerLedger(query);
  const data = ledger.data && ledger.data.customerCode === params.customer ? ledger.data : undefined;
  const search = () => setParams(draft);
  const run = useRef({ search, pay: () => setPaying(true) });
  run.current = { search, pay: () => data && setPaying(true) };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        run.current.pay();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="erp-page erp-ledger-page">
      <PageHead
        title="거래처 원장"
        description="기간의 매출·취소·입금과 잔액. 문서번호를 누르면 거래명세서(취소는 취소 명세서)가 열립니다."
        actions={
          <Space>
            <Button icon={<DollarOutlined />} disabled={!data} onClick={() => setPaying(true)}>
              입금 등록 <kbd className="erp-kbd">F8</kbd>
            </Button>
            <Button
              icon={<FileTextOutlined />}
              disabled={!data}
              onClick={() => data && openTransactionStatement(data.customerCode, data.fromDate, data.toDate)}
            >
              거래내역서
            </Button>
            <Button icon={<PrinterOutlined />} disabled={!data} onClick={() => window.print()}>
              인쇄 <kbd className="erp-kbd">Ctrl+P</kbd>
            </Button>
          </Space>
        }
        className="erp-ledger-noprint"
      />
      <Card size="small" className="erp-filter-card erp-ledger-noprint">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in any box searches. */}
        <div
          className="erp-filter-row"
          onKeyDown={(e) => {
            const open = (e.target as HTMLElement).getAttribute('aria-expanded') === 'true';
            if (e.key === 'Enter' && !open) run.current.search();
          }}
        >
          <span className="erp-filter-item" style={{ width: 340 }}>
            <span className="erp-filter-label">거래처</span>
            <CustomerPicker
              id="ledger-customer"
              autoFocus
              value={draft.customer || null}
              onChange={(code) => setDraft((d) => ({ ...d, customer: code ?? '' }))}
            />
          </span>
          <span className="erp-filter-item">
            <span className="erp-filter-label">기간</span>
            <DatePicker.RangePicker
              format="YYYY-MM-DD"
              allowClear={false}
              value={[dayjs(draft.from, YMD), dayjs(draft.to, YMD)]}
              onChange={(range) =>
                range?.[0] &&
                range[1] &&
                setDraft((d) => ({
                  ...d,
                  from: range[0]?.format(YMD) ?? d.from,
                  to: range[1]?.format(YMD) ?? d.to,
                }))
              }
            />
          </span>
          <span className="erp-filter-buttons">
            <SearchButton onClick={search} />
          </span>
        </div>
      </Card>
      {!query && <Empty description="거래처를 고르고 조회하세요." />}
      {data && (
        <Card size="small" className="erp-ledger-print">
          <div className="erp-ledger-head">
            <h2>거래처원장</h2>
            <div>
              <strong>
                {data.customerCode} {data.customerName}
              </strong>
              <span>
                기간 {formatYmd(data.fromDate)} ~ {formatYmd(data.toDate)}
              </span>
            </div>
          </div>
          <dl className="erp-ledger-summary">
            <div>
              <dt>기초 잔액</dt>
              <dd>{formatWon(data.openingBalance)}</dd>
            </div>
            <div>
              <dt>기간 매출</dt>
              <dd>{formatWon(data.totalDebit)}</dd>
            </div>
            <div>
              <dt>기간 입금·취소</dt>
              <dd>{formatWon(data.totalCredit)}</dd>
            </div>
            <div className="is-grand">
              <dt>기말 잔액 (미수금)</dt>
              <dd data-testid="ledger-balance">{formatWon(data.closingBalance)}원</dd>
            </div>
          </dl>
          {!ledgerAddsUp(data) && (
            <Alert type="error" showIcon title="원장의 합계가 맞지 않습니다. 관리자에게 알려 주세요." />
          )}
          <LedgerTable ledger={data} />
        </Card>
      )}
      <PaymentDialog
        open={paying}
        customer={data ? { code: data.customerCode, name: data.customerName } : null}
        onClose={() => setPaying(false)}
        onSaved={() => {
          setPaying(false);
          void ledger.refetch();
        }}
      />
    </div>
  );
};
