import {
  type BillSupplierRow,
  SUPPLIER_BILL_COLUMNS,
  SUPPLIER_BILL_LIST_SPEC,
  SUPPLIER_BILL_STATUS_LABELS,
  SUPPLIER_BILL_STATUSES,
  type SupplierBillSummary,
  supplierBillApi,
} from '@erp/domain';
import { Card } from 'antd';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatCount, formatWon, formatYmd } from '../../components/data-table/cell-format';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { choicesOf } from '../../components/screen-parts/filter-card';
import { thisMonth } from '../customer-ledger/ledger-rows';
import { headQueryOf } from './bill-period';
import { SUPPLIER_MONEY_PATHS, useBillsBySupplier } from './supplier-money.api';
import './supplier-money.css';
import { supplierDocQuickFields, useSupplierFilterOptions } from '../purchase/supplier-filters';

const COLUMNS = gridColumnsOf(SUPPLIER_BILL_COLUMNS, { spec: SUPPLIER_BILL_LIST_SPEC });
const EXCEL = { contract: supplierBillApi.excel, fileName: '매입계산서.xlsx' };

const SupplierHead = ({ rows, period }: { rows: readonly BillSupplierRow[]; period: string }) => (
  <Card size="small" title={`매입처별 합계 (${period})`}>
    <table className="erp-sm-table" aria-label="매입처별 합계">
      <thead>
        <tr>
          <th>매입처</th>
          <th className="num">계산서</th>
          <th className="num">계산서 합계</th>
          <th className="num">입고 합계 (확정)</th>
          <th className="num">계산서 − 입고</th>
          <th className="num">미청구 입고 품목</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.supplierCode} className={r.billTotal !== r.receivedTotal ? 'is-diff' : undefined}>
            <td>
              {r.supplierName} ({r.supplierCode})
            </td>
            <td className="num">{formatCount(r.billCount)}건</td>
            <td className="num">{formatWon(r.billTotal)}</td>
            <td className="num">{formatWon(r.receivedTotal)}</td>
            <td className="num">{formatWon(r.billTotal - r.receivedTotal)}</td>
            <td className="num">{formatCount(r.unbilledLines)}</td>
          </tr>
        ))}
        {rows.length === 0 && (
          <tr>
            <td colSpan={6}>기간에 계산서나 입고가 있는 매입처가 없습니다.</td>
          </tr>
        )}
      </tbody>
    </table>
  </Card>
);

/**
 * BillListPerSupplier (매입처별 계산서): the bills of a period by supplier and status (Excel),
 * with a head per supplier — bills against fixed arrivals and the arrival lines not billed yet.
 */
const STATUS_CHOICES = { status: choicesOf(SUPPLIER_BILL_STATUSES, SUPPLIER_BILL_STATUS_LABELS) };

export const BillListPerSupplierPage = () => {
  const navigate = useNavigate();
  const list = useListQuery(supplierBillApi.list, SUPPLIER_BILL_LIST_SPEC, { excel: EXCEL });
  const { query, search, sortBy, goTo, page } = list;
  const month = useMemo(() => thisMonth(new Date()), []);
  const headQuery = headQueryOf(query.filters, month);
  const head = useBillsBySupplier(headQuery);
  const options = useSupplierFilterOptions(STATUS_CHOICES);
  const tableRef = useRef<DataTableHandle>(null);
  return (
    <ListPage<SupplierBillSummary>
      title="매입처별 계산서"
      description="Enter: 조회 · Enter 또는 두 번 클릭: 계산서 대사 화면"
      actions={<AddButton to={SUPPLIER_MONEY_PATHS.payingBill()}>계산서 등록</AddButton>}
      onExcelDownload={list.downloadExcel}
      filterBar={
        <>
          <SpecFilterBar
            spec={SUPPLIER_BILL_LIST_SPEC}
            query={query}
            onSearch={search}
            options={options}
            quickFields={supplierDocQuickFields('billDate', true)}
            keywordPlaceholder="계산서 번호·매입처 계산서 번호"
            onLeaveDown={() => tableRef.current?.focusFirstRow()}
          />
          <SupplierHead
            rows={head.data ?? []}
            period={`${formatYmd(headQuery.fromDate)} ~ ${formatYmd(headQuery.toDate)}`}
          />
        </>
      }
      table={{
        gridId: 'supplier-bill-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (b) => b.code,
        onRowOpen: (b) => navigate(SUPPLIER_MONEY_PATHS.payingBill(b.code)),
        emptyText: '조건에 맞는 계산서가 없습니다.',
        handleRef: tableRef,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
