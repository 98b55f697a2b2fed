import type { Car, CarInput, Fitment, FitmentSuggestion, ListPage, VinLookup } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';

// The car calls of SPEC §7.5 (/api/car/v1.0): VIN single search (local reading, the decoding
// service when configured, the stored car), info only save, car number list, and the VIN ↔ part
// fitment records of vinPartList and VinPartRegister.

const enc = encodeURIComponent;

export const carKeys = {
  all: ['car'] as const,
  vin: (vin: string) => ['car', 'vin', vin] as const,
  list: (keyword: string, page: number) => ['car', 'list', keyword, page] as const,
  fitments: (filter: FitmentFilter, page: number) => ['car', 'fitments', filter, page] as const,
  suggest: (vin: string | null, model: string | null) => ['car', 'suggest', vin, model] as const,
  decoder: ['car', 'decoder'] as const,
};

/** 17 characters of a VIN after the spaces and hyphens staff type are dropped. */
export const looksLikeVin = (text: string): boolean =>
  /^[A-HJ-NPR-Z0-9]{17}$/.test(text.replace(/[\s-]/g, '').toUpperCase());

export const useVinLookup = (vin: string | null) =>
  useQuery({
    queryKey: carKeys.vin(vin ?? ''),
    queryFn: () => apiGet<VinLookup>(`/api/car/v1.0/vin/single/${enc(vin ?? '')}`),
    enabled: vin !== null && vin !== '',
    retry: false,
  });

export const useDecoderConfigured = () =>
  useQuery({
    queryKey: carKeys.decoder,
    queryFn: () =>
      apiGet<{ configured: boolean; message: string | null }>('/api/car/v1.0/decoder/configured'),
    staleTime: 10 * 60_000,
  });

export const saveCarInfo = (input: CarInput) => apiPost<Car>('/api/car/v1.0/info/only/save', input);

export const useCarList = (keyword: string, page: number) =>
  useQuery({
    queryKey: carKeys.list(keyword, page),
    queryFn: () =>
      apiPost<ListPage<Car>>('/api/car/v1.0/number/list', {
        page,
        size: 10,
        sort: [{ field: 'updatedAt', dir: 'desc' }],
        filters: [],
        ...(keyword ? { keyword } : {}),
      }),
    placeholderData: keepPreviousData,
  });

export type FitmentFilter = { vin?: string; model?: string; partCode?: string };

export const useFitments = (filter: FitmentFilter, page: number, size = 50) =>
  useQuery({
    queryKey: carKeys.fitments(filter, page),
    queryFn: () =>
      apiPost<ListPage<Fitment>>('/api/car/v1.0/fitment/page/list', {
        page,
        size,
        sort: [{ field: 'createdAt', dir: 'desc' }],
        filters: [
          ...(filter.vin ? [{ field: 'vin', op: 'eq', value: filter.vin }] : []),
          ...(filter.model ? [{ field: 'model', op: 'startsWith', value: filter.model }] : []),
          ...(filter.partCode ? [{ field: 'partCode', op: 'eq', value: filter.partCode }] : []),
        ],
      }),
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (vin: string | null, model: string | null) =>
  useQuery({
    queryKey: carKeys.suggest(vin, model),
    queryFn: () =>
      apiPost<FitmentSuggestion>('/api/car/v1.0/fitment/suggest', {
        ...(vin ? { vin } : {}),
        ...(model ? { model } : {}),
      }),
    enabled: Boolean(vin || model),
  });

export type FitmentAdd = {
  vin?: string | null;
  maker?: string | null;
  model?: string | null;
  modelYear?: number | null;
  partCodes: string[];
  customerCode?: string | null;
  memoCode?: string | null;
  note?: string | null;
};

export const addFitments = (input: FitmentAdd) =>
  apiPost<{ added: number }>('/api/car/v1.0/fitment/insert', input);

// The page writes the refusal itself.
export const removeFitment = (id: number) =>
  apiDelete(`/api/car/v1.0/fitment/delete/${id}`, { selfHandled: true });
