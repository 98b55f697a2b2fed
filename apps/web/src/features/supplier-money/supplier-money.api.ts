import {
  type CallInput,
  type Contract,
  linkTo,
  type PeriodQuery,
  type SupplierBillAccept,
  type SupplierBillInput,
  type SupplierPaymentInput,
  type SupplierPaymentModify,
  supplierBillApi,
  supplierMoneyScreens,
  supplierPaymentApi,
  supplierStatementApi,
} from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadApi, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// Supplier money on the web: the calls of the bill, payment and statement contracts, and the
// addresses of the screens (built from the catalogue, typed by their parameters).

export const SUPPLIER_MONEY_PATHS = {
  withdrawal: (supplierCode?: string | null) =>
    supplierCode
      ? linkTo(supplierMoneyScreens.withdrawalFor, { customerCode: supplierCode })
      : supplierMoneyScreens.withdrawal.path,
  search: (supplierCode?: string | null) =>
    supplierCode
      ? linkTo(supplierMoneyScreens.withdrawalSearchFor, { customerCode: supplierCode })
      : supplierMoneyScreens.withdrawalSearch.path,
  modify: (code: string) => linkTo(supplierMoneyScreens.withdrawalModify, { code }),
  statement: (supplierCode: string, from?: string, to?: string) =>
    `${linkTo(supplierMoneyScreens.purchaseStatement, { code: supplierCode })}${from && to ? `?from=${from}&to=${to}` : ''}`,
  payingBill: (billCode?: string) =>
    `${supplierMoneyScreens.purchasePayingBill.path}${billCode ? `?bill=${encodeURIComponent(billCode)}` : ''}`,
};

/** Downloads a statement or settlement workbook and says which file was saved. */
export const saveExcel = async <C extends Contract>(
  contract: C,
  input: CallInput<C>,
  fallbackName: string,
) => {
  const name = await downloadApi(contract, input, fallbackName);
  toast.success(`엑셀 파일을 내려받았습니다: ${name}`);
};

const enabledIf = (on: boolean) => ({ enabled: on, placeholderData: keepPreviousData });

export const usePayingInfo = (supplierCode: string) =>
  useApiQuery(
    supplierPaymentApi.payingInfo,
    { params: { code: supplierCode } },
    enabledIf(supplierCode !== ''),
  );

/** The latest payments of every supplier (the payment screen before a supplier is picked). */
export const useRecentPayments = () =>
  useApiQuery(supplierPaymentApi.list, {
    body: { page: 1, size: 20, sort: [{ field: 'payDate', dir: 'desc' }], filters: [] },
  });

/** Saved bills not accepted yet, oldest first: what the matching screen offers to finish. */
export const usePendingBills = () =>
  useApiQuery(supplierBillApi.list, {
    body: {
      page: 1,
      size: 50,
      sort: [{ field: 'billDate', dir: 'asc' }],
      filters: [{ field: 'status', op: 'in', value: ['draft', 'matched'] }],
    },
  });

export const usePayment = (code: string) =>
  useApiQuery(supplierPaymentApi.detail, { params: { code } }, { enabled: code !== '' });

export const useStatement = (supplierCode: string, fromDate: string, toDate: string) =>
  useApiQuery(
    supplierStatementApi.statement,
    { params: { code: supplierCode }, query: { fromDate, toDate } },
    enabledIf(supplierCode !== ''),
  );

export const useSettlement = (query: PeriodQuery) =>
  useApiQuery(supplierStatementApi.settlement, { query }, { placeholderData: keepPreviousData });

export const useBillsBySupplier = (query: PeriodQuery) =>
  useApiQuery(supplierBillApi.bySupplier, { query }, { placeholderData: keepPreviousData });

export const useBillable = (supplierCode: string) =>
  useApiQuery(supplierBillApi.billable, { params: { code: supplierCode } }, { enabled: supplierCode !== '' });

export const useBill = (code: string) =>
  useApiQuery(supplierBillApi.detail, { params: { code } }, { enabled: code !== '' });

/** After a change, every purchase-group answer (balances, lists, the payable) is read again. */
export const useRefreshPurchase = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['purchase'] });
};

export const savePayment = (body: SupplierPaymentInput) => callApi(supplierPaymentApi.insert, { body });
export const modifyPayment = (code: string, body: SupplierPaymentModify) =>
  callApi(supplierPaymentApi.modify, { params: { code }, body });
export const cancelPayment = (code: string, memo: string) =>
  callApi(supplierPaymentApi.cancel, { params: { code }, body: { memo } });
export const saveBill = (body: SupplierBillInput, existing?: { code: string; version: number }) =>
  existing
    ? callApi(supplierBillApi.update, {
        params: { code: existing.code },
        body: { ...body, version: existing.version },
      })
    : callApi(supplierBillApi.insert, { body });
export const acceptBill = (code: string, body: SupplierBillAccept) =>
  callApi(supplierBillApi.accept, { params: { code }, body });
