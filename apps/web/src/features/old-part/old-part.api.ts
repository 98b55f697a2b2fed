import { type CallInput, oldPartApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// Used-part (core) calls: payback codes, expected and uncollected cores, pickup permission,
// collection by scan and the cash-back.

type Query = CallInput<typeof oldPartApi.expected>['body'];
type CollectionQuery = CallInput<typeof oldPartApi.collections>['body'];

export const oldPartKeys = { all: ['order'] as const };

const keep = { placeholderData: keepPreviousData };
export const usePaybacks = () => useApiQuery(oldPartApi.paybacks, {});
export const useExpectedCores = (body: Query) => useApiQuery(oldPartApi.expected, { body }, keep);
export const useUncollected = (body: Query) => useApiQuery(oldPartApi.uncollected, { body }, keep);
export const usePickAllow = (body: Query) => useApiQuery(oldPartApi.pickAllowList, { body }, keep);
export const useCollections = (body: CollectionQuery) => useApiQuery(oldPartApi.collections, { body }, keep);

const quiet = { selfHandled: true } as const;
export const savePayback = (body: CallInput<typeof oldPartApi.savePayback>['body']) =>
  callApi(oldPartApi.savePayback, { body }, quiet);
export const setPickAllow = (customerCode: string, allowed: boolean) =>
  callApi(oldPartApi.pickAllow, { body: { customerCode, allowed } }, quiet);
export const collectCores = (customerCode: string, barcodes: string[]) =>
  callApi(oldPartApi.collect, { body: { customerCode, barcodes } }, quiet);
export const payCashback = (code: string) => callApi(oldPartApi.cashback, { params: { code } }, quiet);

/** A path parameter meaning "every code". */
export const codeOrAll = (type: string | undefined) =>
  type && type.toLowerCase() !== 'all' ? type.toUpperCase() : undefined;
export const buyCores = (body: CallInput<typeof oldPartApi.buy>['body']) =>
  callApi(oldPartApi.buy, { body }, quiet);
