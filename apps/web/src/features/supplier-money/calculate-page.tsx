import { FileExcelOutlined } from '@ant-design/icons';
import { SETTLEMENT_COLUMNS, type SettlementRow, supplierStatementApi } from '@erp/domain';
import { Button, Result } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { thisMonth } from '../customer-ledger/ledger-rows';
import { SUPPLIER_MONEY_PATHS, saveExcel, useSettlement } from './supplier-money.api';
import { SupplierSelect } from './supplier-select';

const COLUMNS = gridColumnsOf(SETTLEMENT_COLUMNS);

/**
 * PurchaseCalculate (매입 정산): per supplier of a period (this month by default) the payable's
 * opening, purchases, returns, payments, adjustments and closing, and the accepted bills against
 * the fixed arrivals of the same days. A row opens that supplier's statement for the period.
 */
export const PurchaseCalculatePage = () => {
  const navigate = useNavigate();
  const month = useMemo(() => thisMonth(new Date()), []);
  const [params, setParams] = useUrlParams({ from: month.from, to: month.to, supplier: '' });
  const [draft, setDraft] = useState(params);
  useEffect(() => setDraft(params), [params]);
  const query = {
    fromDate: params.from,
    toDate: params.to,
    ...(params.supplier ? { supplierCode: params.supplier } : {}),
  };
  const result = useSettlement(query);

  const excel = () => saveExcel(supplierStatementApi.settlementExcel, { query }, '매입정산.xlsx');

  return (
    <div className="erp-page">
      <PageHead
        title="매입 정산"
        description="기간의 매입처별 미지급금 증감과 계산서·입고 금액의 차이. 두 번 클릭: 거래 명세"
        actions={
          <Button icon={<FileExcelOutlined />} onClick={() => void excel()}>
            엑셀
          </Button>
        }
      />
      <FilterCard onSearch={() => setParams(draft)}>
        <FilterPeriod label="기간" ends="closed" draft={draft} setDraft={setDraft} />
        <FilterItem label="매입처">
          <SupplierSelect
            allowAll
            value={draft.supplier}
            onChange={(supplier) => setDraft((d) => ({ ...d, supplier }))}
          />
        </FilterItem>
      </FilterCard>
      {result.error ? (
        <Result status="warning" title={messageOf(result.error)} />
      ) : (
        <DataTable<SettlementRow>
          gridId="purchase-settlement"
          columns={COLUMNS}
          rows={result.data?.rows}
          loading={result.isFetching}
          rowId={(r) => r.supplierCode}
          summaryRow={result.data ? { supplierName: '합계', ...result.data.totals } : null}
          onRowOpen={(r) => navigate(SUPPLIER_MONEY_PATHS.statement(r.supplierCode, params.from, params.to))}
          emptyText="기간에 거래가 있는 매입처가 없습니다."
        />
      )}
    </div>
  );
};
