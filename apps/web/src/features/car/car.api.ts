import { type CallInput, type CarInput, carApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The car calls of SPEC §7.5 (carApi): VIN single search (local reading, the decoding service
// when configured, the stored car), info only save, car number list, and the VIN ↔ part fitment
// records of vinPartList and VinPartRegister.

/** Every car query shares the contract area key, so one invalidation refreshes them all. */
export const carKeys = { all: ['car'] as const };

/** 17 characters of a VIN after the spaces and hyphens staff type are dropped. */
export const looksLikeVin = (text: string): boolean =>
  /^[A-HJ-NPR-Z0-9]{17}$/.test(text.replace(/[\s-]/g, '').toUpperCase());

export const useVinLookup = (vin: string | null) =>
  useApiQuery(
    carApi.vinSingle,
    { params: { vin: vin || '-' } },
    { enabled: vin !== null && vin !== '', retry: false },
  );

export const useDecoderConfigured = () =>
  useApiQuery(carApi.decoderConfigured, {}, { staleTime: 10 * 60_000 });

export const saveCarInfo = (input: CarInput) => callApi(carApi.infoSave, { body: input });

export const useCarList = (keyword: string, page: number) =>
  useApiQuery(
    carApi.numberList,
    {
      body: {
        page,
        size: 10,
        sort: [{ field: 'updatedAt', dir: 'desc' }],
        filters: [],
        ...(keyword ? { keyword } : {}),
      },
    },
    { placeholderData: keepPreviousData },
  );

export type FitmentFilter = { vin?: string; model?: string; partCode?: string };

export const useFitments = (filter: FitmentFilter, page: number, size = 50) =>
  useApiQuery(
    carApi.fitmentList,
    {
      body: {
        page,
        size,
        sort: [{ field: 'createdAt', dir: 'desc' }],
        filters: [
          ...(filter.vin ? [{ field: 'vin', op: 'eq', value: filter.vin } as const] : []),
          ...(filter.model ? [{ field: 'model', op: 'startsWith', value: filter.model } as const] : []),
          ...(filter.partCode ? [{ field: 'partCode', op: 'eq', value: filter.partCode } as const] : []),
        ],
      },
    },
    { placeholderData: keepPreviousData },
  );

export const useSuggestions = (vin: string | null, model: string | null) =>
  useApiQuery(
    carApi.fitmentSuggest,
    { body: { ...(vin ? { vin } : {}), ...(model ? { model } : {}) } },
    { enabled: Boolean(vin || model) },
  );

export type FitmentAdd = CallInput<typeof carApi.fitmentInsert>['body'];

export const addFitments = (input: FitmentAdd) => callApi(carApi.fitmentInsert, { body: input });

// The page writes the refusal itself.
export const removeFitment = (id: number) =>
  callApi(carApi.fitmentRemove, { params: { id } }, { selfHandled: true });
