import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { supplierStatementApi } from '@erp/domain';
import { Alert, Button, Empty, Result, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { thisMonth } from '../customer-ledger/ledger-rows';
import { type StatementRow, statementAddsUp, statementRows } from './statement-rows';
import { SUPPLIER_MONEY_PATHS, saveExcel, useStatement } from './supplier-money.api';
import { SupplierSelect } from './supplier-select';

const won = (n: number) => (n === 0 ? '' : formatWon(n));

const COLUMNS: PrintColumn<StatementRow>[] = [
  { key: 'date', title: '일자', width: '12%', align: 'center', render: (r) => formatYmd(r.date) },
  { key: 'label', title: '구분', width: '9%', render: (r) => r.label },
  { key: 'doc', title: '전표 번호', width: '16%', render: (r) => r.docCode },
  { key: 'inc', title: '증가 (매입 등)', width: '12%', align: 'right', render: (r) => won(r.increase) },
  { key: 'dec', title: '감소 (출금 등)', width: '12%', align: 'right', render: (r) => won(r.decrease) },
  { key: 'bal', title: '잔액', width: '12%', align: 'right', render: (r) => formatWon(r.balance) },
  { key: 'memo', title: '비고', render: (r) => r.memo },
];

/**
 * PurchaseStatement/:code (매입처 거래 명세): one supplier's payable over a period (?from&to,
 * this month by default): carried-over balance, every ledger entry with the running balance, the
 * closing balance; printed on A4 (인쇄 · PDF 저장) and downloadable as Excel.
 */
export const SupplierStatementPage = () => {
  const { code = '' } = useParams();
  const supplierCode = code.trim().toUpperCase();
  const navigate = useNavigate();
  const month = useMemo(() => thisMonth(new Date()), []);
  const [params, setParams] = useUrlParams({ from: month.from, to: month.to });
  const [draft, setDraft] = useState(params);
  useEffect(() => setDraft(params), [params]);
  const statement = useStatement(supplierCode, params.from, params.to);
  // Not the previous period's or supplier's statement while the next one loads.
  const s = statement.isPlaceholderData ? undefined : statement.data;

  const excel = () =>
    saveExcel(
      supplierStatementApi.statementExcel,
      { params: { code: supplierCode }, query: { fromDate: params.from, toDate: params.to } },
      '매입처거래명세.xlsx',
    );

  return (
    <div className="erp-page">
      <PageHead
        title="매입처 거래 명세"
        description="기간의 매입·반품·출금·조정과 잔액. 미지급금 원장과 같은 숫자입니다."
        actions={
          <Space>
            <Button onClick={() => navigate(SUPPLIER_MONEY_PATHS.withdrawal(supplierCode))}>출금</Button>
            <Button icon={<FileExcelOutlined />} disabled={!s} onClick={() => void excel()}>
              엑셀
            </Button>
            <Button type="primary" icon={<PrinterOutlined />} disabled={!s} onClick={() => window.print()}>
              인쇄 · PDF 저장 <kbd className="erp-kbd">Ctrl+P</kbd>
            </Button>
          </Space>
        }
      />
      <FilterCard onSearch={() => setParams(draft)}>
        <FilterItem label="매입처">
          <SupplierSelect
            value={supplierCode}
            onChange={(next) => navigate(SUPPLIER_MONEY_PATHS.statement(next, params.from, params.to))}
          />
        </FilterItem>
        <FilterPeriod label="기간" ends="closed" draft={draft} setDraft={setDraft} />
      </FilterCard>
      {statement.error && <Result status="warning" title={messageOf(statement.error)} />}
      {!s && !statement.error && <Empty description="조회 중입니다." />}
      {s && !statementAddsUp(s) && (
        <Alert type="error" showIcon title="명세의 합계가 맞지 않습니다. 관리자에게 알려 주세요." />
      )}
      {s && (
        <PrintSheet<StatementRow>
          title="매입처 거래 명세"
          documentNo={`${s.supplierCode} · ${formatYmd(s.fromDate)} ~ ${formatYmd(s.toDate)}`}
          date={s.toDate}
          supplier={s.supplierParty}
          recipient={s.companyParty ?? { name: '(회사 정보 미등록)' }}
          columns={COLUMNS}
          rows={statementRows(s)}
          rowKey={(r) => r.key}
          totals={[
            { label: '전기 이월', value: formatWon(s.openingBalance) },
            { label: '기간 증가', value: formatWon(s.totalIncrease) },
            { label: '기간 감소', value: formatWon(s.totalDecrease) },
            {
              label: '기말 잔액 (미지급금)',
              value: <strong data-testid="sm-closing">{formatWon(s.closingBalance)}</strong>,
            },
          ]}
        />
      )}
    </div>
  );
};
