import {
  type CallInput,
  type ListQuery,
  type SupplierInput,
  type SupplierPartInput,
  supplierApi,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, downloadApi, useApiQuery } from '../../app/contract-client';

// Suppliers (partSupplierList, PartSupplierExcel) and their part links (ProductVendorList,
// productVendorExcelUpload, productVendorDuplicateList): supplierApi.

const quiet = { selfHandled: true } as const;

type SupplierListBody = CallInput<typeof supplierApi.list>['body'];
type SupplierLinkBody = CallInput<typeof supplierApi.linkList>['body'];
// The list screens build their query from the URL against the list spec (listQueryFromParams
// keeps only its fields); the server validates it again by the contract.
const listBody = (query: ListQuery) => query as SupplierListBody;
const linkBody = (query: ListQuery) => query as SupplierLinkBody;

/** Suppliers live under /api/product: one invalidation of the area refreshes them and the parts. */
export const supplierKeys = {
  all: ['product'] as const,
};

export const useSupplierList = (query: ListQuery) =>
  useApiQuery(supplierApi.list, { body: listBody(query) }, { placeholderData: keepPreviousData });

export const useSupplier = (code: string | undefined) =>
  useApiQuery(
    supplierApi.single,
    { params: { code: code || '-' } },
    { enabled: Boolean(code), staleTime: 0 },
  );

export const createSupplier = (input: SupplierInput) => callApi(supplierApi.insert, { body: input }, quiet);

export const modifySupplier = (code: string, input: SupplierInput, version: number) =>
  callApi(supplierApi.update, { params: { code }, body: { ...input, version } }, quiet);

export const downloadSupplierExcel = (query: ListQuery) =>
  downloadApi(supplierApi.excel, { body: { ...listBody(query), page: 1 } }, '매입처목록.xlsx');

export const useSupplierLinks = (query: ListQuery, enabled = true) =>
  useApiQuery(
    supplierApi.linkList,
    { body: linkBody(query) },
    { placeholderData: keepPreviousData, enabled },
  );

export const saveSupplierLink = (input: SupplierPartInput) =>
  callApi(supplierApi.linkSave, { body: input }, quiet);

export const removeSupplierLink = (supplierCode: string, partCode: string) =>
  callApi(supplierApi.linkRemove, { params: { supplierCode, partCode } }, quiet);

export const useSupplierDuplicates = () => useApiQuery(supplierApi.duplicates, {});
