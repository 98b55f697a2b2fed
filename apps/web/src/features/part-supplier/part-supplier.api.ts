import {
  type ListQuery,
  type SupplierDuplicateGroup,
  type SupplierInput,
  type SupplierPartInput,
  type SupplierSaveResult,
  supplierListPageSchema,
  supplierPartPageSchema,
  supplierSaveResultSchema,
  supplierSchema,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import { downloadFile } from '../../components/file-transfer/file-transfer';

// Suppliers (partSupplierList, PartSupplierExcel) and their part links (ProductVendorList,
// productVendorExcelUpload, productVendorDuplicateList) under /api/product/v1.0.

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export const supplierKeys = {
  all: ['supplier'] as const,
  list: (query: ListQuery) => ['supplier', 'list', query] as const,
  single: (code: string) => ['supplier', 'single', code] as const,
  links: (query: ListQuery) => ['supplier', 'links', query] as const,
  duplicates: ['supplier', 'duplicates'] as const,
};

export const useSupplierList = (query: ListQuery) =>
  useQuery({
    queryKey: supplierKeys.list(query),
    queryFn: () => apiPost('/api/product/v1.0/supplier/page/list', query, { schema: supplierListPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useSupplier = (code: string | undefined) =>
  useQuery({
    queryKey: supplierKeys.single(code ?? ''),
    queryFn: () => apiGet(`/api/product/v1.0/supplier/single/${enc(code ?? '')}`, { schema: supplierSchema }),
    enabled: Boolean(code),
    staleTime: 0,
  });

export const createSupplier = (input: SupplierInput): Promise<SupplierSaveResult> =>
  apiPost('/api/product/v1.0/supplier/insert', input, { schema: supplierSaveResultSchema, ...quiet });

export const modifySupplier = (
  code: string,
  input: SupplierInput,
  version: number,
): Promise<SupplierSaveResult> =>
  apiPost(
    `/api/product/v1.0/supplier/update/${enc(code)}`,
    { ...input, version },
    { schema: supplierSaveResultSchema, ...quiet },
  );

export const downloadSupplierExcel = (query: ListQuery) =>
  downloadFile('/api/product/v1.0/supplier/excel/download', {
    body: { ...query, page: 1 },
    fallbackName: '매입처목록.xlsx',
  });

export const useSupplierLinks = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: supplierKeys.links(query),
    queryFn: () => apiPost('/api/product/v1.0/vendor/page/list', query, { schema: supplierPartPageSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const saveSupplierLink = (input: SupplierPartInput) =>
  apiPost('/api/product/v1.0/vendor/save', input, quiet);

export const removeSupplierLink = (supplierCode: string, partCode: string) =>
  apiDelete(`/api/product/v1.0/vendor/delete/${enc(supplierCode)}/${enc(partCode)}`, { selfHandled: true });

export const useSupplierDuplicates = () =>
  useQuery({
    queryKey: supplierKeys.duplicates,
    queryFn: () => apiGet<SupplierDuplicateGroup[]>('/api/product/v1.0/vendor/duplicate/list'),
  });
