import { type PartKind, type PartKindInput, type PartKindModifyInput, partKindSchema } from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// Part kinds (PartKindInfo) under /api/product/v1.0/kind.

const quiet = { selfHandled: true } as const;

export const kindKeys = { all: ['part', 'kinds'] as const };

/** Shares the part screens' cache key, so a change here shows in their kind pickers at once. */
export const useKindList = () =>
  useQuery({
    queryKey: kindKeys.all,
    queryFn: () => apiGet<PartKind[]>('/api/product/v1.0/kind/list'),
  });

export const createKind = (input: PartKindInput): Promise<PartKind> =>
  apiPost('/api/product/v1.0/kind/insert', input, { schema: partKindSchema, ...quiet });

export const modifyKind = (code: string, input: Omit<PartKindModifyInput, 'version'>, version: number) =>
  apiPost(
    `/api/product/v1.0/kind/update/${encodeURIComponent(code)}`,
    { ...input, version },
    { schema: partKindSchema, ...quiet },
  );
