import { type PartKindInput, type PartKindModifyInput, partKindApi, queryKeyOf } from '@erp/domain';
import { callApi, useApiQuery } from '../../app/contract-client';

// Part kinds (PartKindInfo): partKindApi.

const quiet = { selfHandled: true } as const;

/** The kind list's contract key: every kind picker (part screens, reports) shares it. */
export const kindKeys = { all: queryKeyOf(partKindApi.list) };

export const useKindList = () => useApiQuery(partKindApi.list, { query: {} });

export const createKind = (input: PartKindInput) => callApi(partKindApi.insert, { body: input }, quiet);

export const modifyKind = (code: string, input: Omit<PartKindModifyInput, 'version'>, version: number) =>
  callApi(partKindApi.update, { params: { code }, body: { ...input, version } }, quiet);
