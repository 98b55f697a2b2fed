import { type BrandInput, brandApi, queryKeyOf } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// Brands (PartBrandList, partBrandRegister, PartBrandExcelInsert): brandApi.

const quiet = { selfHandled: true } as const;

export type BrandQuery = { keyword?: string; activeOnly: boolean };

/** The product area key refreshes brand lists and pickers everywhere; single is the contract's. */
export const brandKeys = {
  all: ['product'] as const,
  single: (code: string) => queryKeyOf(brandApi.single, { params: { code } }),
};

export const useBrandList = (query: BrandQuery) =>
  useApiQuery(brandApi.list, { body: query }, { placeholderData: keepPreviousData });

export const useBrand = (code: string | undefined) =>
  useApiQuery(
    brandApi.single,
    { params: { code: code || '-' } },
    { enabled: Boolean(code), staleTime: 0, retry: false },
  );

/** The form shows the field messages itself. */
export const createBrand = (input: BrandInput) => callApi(brandApi.insert, { body: input }, quiet);

export const modifyBrand = (code: string, input: Omit<BrandInput, 'code'>, version: number) =>
  callApi(brandApi.update, { params: { code }, body: { ...input, version } }, quiet);
