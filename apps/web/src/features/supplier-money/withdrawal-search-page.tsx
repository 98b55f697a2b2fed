import {
  SUPPLIER_PAYMENT_COLUMNS,
  SUPPLIER_PAYMENT_LIST_SPEC,
  SUPPLIER_PAYMENT_METHOD_LABELS,
  SUPPLIER_PAYMENT_METHODS,
  type SupplierPayment,
  supplierPaymentApi,
} from '@erp/domain';
import { useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { choicesOf } from '../../components/screen-parts/filter-card';
import { useSupplierFilterOptions } from '../purchase/supplier-filters';
import { SUPPLIER_MONEY_PATHS } from './supplier-money.api';

const COLUMNS = gridColumnsOf(SUPPLIER_PAYMENT_COLUMNS, { spec: SUPPLIER_PAYMENT_LIST_SPEC });
const EXCEL = { contract: supplierPaymentApi.excel, fileName: '출금목록.xlsx' };

const METHOD_CHOICES = { method: choicesOf(SUPPLIER_PAYMENT_METHODS, SUPPLIER_PAYMENT_METHOD_LABELS) };

/**
 * PuchaseWithdrawalSearchScreen[/:customerCode] (출금 조회): payments by period, supplier and
 * method, reversals beside what they cancel; the path's code (a supplier) fixes the supplier.
 */
export const WithdrawalSearchPage = () => {
  const { customerCode = '' } = useParams();
  const supplierCode = customerCode.trim().toUpperCase();
  const navigate = useNavigate();
  const fixed = useMemo(
    () => (supplierCode ? [{ field: 'supplierCode', op: 'eq' as const, value: supplierCode }] : []),
    [supplierCode],
  );
  const list = useListQuery(supplierPaymentApi.list, SUPPLIER_PAYMENT_LIST_SPEC, { excel: EXCEL, fixed });
  const { query, search, sortBy, goTo, page } = list;
  const options = useSupplierFilterOptions(METHOD_CHOICES);
  const tableRef = useRef<DataTableHandle>(null);
  return (
    <ListPage<SupplierPayment>
      title={supplierCode ? `출금 조회 — ${supplierCode}` : '출금 조회'}
      description="Enter: 조회 · Enter 또는 두 번 클릭: 출금 수정 · 취소 (취소는 반대 전표로 남습니다)"
      actions={<AddButton to={SUPPLIER_MONEY_PATHS.withdrawal(supplierCode || null)}>출금 등록</AddButton>}
      onExcelDownload={list.downloadExcel}
      filterBar={
        <SpecFilterBar
          spec={SUPPLIER_PAYMENT_LIST_SPEC}
          query={query}
          onSearch={search}
          options={options}
          quickFields={[
            { field: 'payDate', op: 'between' },
            ...(supplierCode ? [] : [{ field: 'supplierCode' as const, op: 'eq' as const, width: 220 }]),
            { field: 'method', op: 'eq', width: 120 },
          ]}
          keywordPlaceholder="출금 번호"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: 'supplier-payment-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (p) => p.code,
        onRowOpen: (p) => navigate(SUPPLIER_MONEY_PATHS.modify(p.code)),
        emptyText: '조건에 맞는 출금이 없습니다.',
        handleRef: tableRef,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
