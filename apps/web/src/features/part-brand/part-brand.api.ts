import { type Brand, type BrandInput, brandSchema } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// Brands (PartBrandList, partBrandRegister, PartBrandExcelInsert) under /api/product/v1.0/brand.

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export type BrandQuery = { keyword?: string; activeOnly: boolean };

export const brandKeys = {
  all: ['brand'] as const,
  list: (query: BrandQuery) => ['brand', 'list', query] as const,
  single: (code: string) => ['brand', 'single', code] as const,
};

export const useBrandList = (query: BrandQuery) =>
  useQuery({
    queryKey: brandKeys.list(query),
    queryFn: () => apiPost<Brand[]>('/api/product/v1.0/brand/list', query),
    placeholderData: keepPreviousData,
  });

export const useBrand = (code: string | undefined) =>
  useQuery({
    queryKey: brandKeys.single(code ?? ''),
    queryFn: () =>
      apiGet(`/api/product/v1.0/brand/single/${enc(code ?? '')}`, { schema: brandSchema, ...quiet }),
    enabled: Boolean(code),
    staleTime: 0,
    retry: false,
  });

export const createBrand = (input: BrandInput): Promise<Brand> =>
  apiPost('/api/product/v1.0/brand/insert', input, { schema: brandSchema, ...quiet });

export const modifyBrand = (code: string, input: Omit<BrandInput, 'code'>, version: number): Promise<Brand> =>
  apiPost(
    `/api/product/v1.0/brand/update/${enc(code)}`,
    { ...input, version },
    { schema: brandSchema, ...quiet },
  );
