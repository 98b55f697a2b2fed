import {
  dueWarning,
  linkTo,
  taxInvoiceScreens as S,
  TAX_INVOICE_BASES,
  TAX_INVOICE_BASIS_LABELS,
  TAX_INVOICE_COLUMNS,
  TAX_INVOICE_LIST_SPEC,
  TAX_INVOICE_STATE_LABELS,
  TAX_INVOICE_STATES,
  type TaxInvoiceSummary,
  taxInvoiceApi,
  toYmd,
} from '@erp/domain';
import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';

const COLUMNS = gridColumnsOf(TAX_INVOICE_COLUMNS, { spec: TAX_INVOICE_LIST_SPEC });
const QUICK: readonly QuickField[] = [
  { field: 'writeDate', op: 'between' },
  { field: 'state', op: 'eq', width: 120 },
  { field: 'basis', op: 'eq', width: 110 },
];
const OPTIONS = {
  state: TAX_INVOICE_STATES.map((s) => ({ value: s, label: TAX_INVOICE_STATE_LABELS[s] })),
  basis: TAX_INVOICE_BASES.map((b) => ({ value: b, label: TAX_INVOICE_BASIS_LABELS[b] })),
};
const EXCEL = { contract: taxInvoiceApi.excel, fileName: '세금계산서목록.xlsx' };

const InvoiceList = ({ customerCode }: { customerCode: string | null }) => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    taxInvoiceApi.list,
    TAX_INVOICE_LIST_SPEC,
    { excel: EXCEL, fixed: customerCode ? [{ field: 'customerCode', op: 'eq', value: customerCode }] : [] },
  );
  const today = toYmd(new Date());
  const rows = page.data?.rows ?? [];
  const late = rows.filter((r) => dueWarning(r.state, r.dueDate, today) !== null).length;
  const waiting = rows.filter((r) => r.state === 'queued').length;
  return (
    <>
      {late > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`발행 기한(다음 달 10일)이 다가오거나 지난 미발행 세금계산서가 ${late}건 있습니다.`}
        />
      )}
      {waiting > 0 && (
        <Alert type="warning" showIcon title={`ASP 전송 대기 중인 세금계산서가 ${waiting}건 있습니다.`} />
      )}
      <ListPage<TaxInvoiceSummary>
        title={customerCode ? `세금계산서 목록 · ${customerCode}` : '세금계산서 목록'}
        description="작성일자·상태·구분으로 찾습니다. Enter 또는 두 번 클릭: 세금계산서 보기"
        onExcelDownload={downloadExcel}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={OPTIONS}
            quickFields={QUICK}
            keywordPlaceholder="번호·거래처명"
          />
        }
        table={{
          gridId: customerCode ? 'tax-invoice-list-of' : 'tax-invoice-list',
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => r.code,
          onRowOpen: (r) => navigate(linkTo(S.taxInvoiceView, { code: r.customerCode, taxcode: r.code })),
          emptyText: '조건에 맞는 세금계산서가 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
    </>
  );
};

/** Tax/TaxInvoiceIssueList: every invoice; Excel. */
export const TaxInvoiceListPage = () => <InvoiceList customerCode={null} />;

/** Tax/TaxInvoiceIssueList/:code: one customer's invoices. */
export const TaxInvoiceListOfPage = () => {
  const { code = '' } = useParams();
  return <InvoiceList key={code} customerCode={code.toUpperCase()} />;
};
