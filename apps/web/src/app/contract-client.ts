import {
  type CallInput,
  type Contract,
  isRawResponse,
  queryKeyOf,
  type ResponseOf,
  urlOf,
} from '@erp/domain';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile, uploadFile } from '../components/file-transfer/file-transfer';
import { apiRequest } from './api-client';

// The web's one way to call an endpoint: by its contract (DESIGN §3). The address is built from
// the contract's path, the answer is checked by the contract's response schema, and query keys
// come from the contract, so no URL or response type is written in feature code.

export type CallOptions = {
  /** The caller shows the error itself (a form under its fields); the error dialog stays shut. */
  selfHandled?: boolean;
  signal?: AbortSignal;
};

export type CallAnswer<C extends Contract> = { data: ResponseOf<C>; message: string };

/** Calls a JSON contract and returns the answer with the server's Korean message. */
export const callApiWithMessage = async <C extends Contract>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallAnswer<C>> => {
  const { response } = contract;
  if (isRawResponse(response)) throw new Error(`${contract.path}: 파일 응답은 downloadApi로 받습니다.`);
  const result = await apiRequest<ResponseOf<C>>(contract.method, urlOf(contract, input), {
    body: input.body,
    selfHandled: options.selfHandled,
    signal: options.signal,
    schema: response as { parse: (value: unknown) => ResponseOf<C> },
  });
  return { data: result.data, message: result.message };
};

/** Calls a JSON contract and returns its `response`. */
export const callApi = async <C extends Contract>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> => (await callApiWithMessage(contract, input, options)).data;

type QueryOptions<C extends Contract> = Omit<
  UseQueryOptions<ResponseOf<C>, Error, ResponseOf<C>, ReturnType<typeof queryKeyOf<C>>>,
  'queryKey' | 'queryFn'
>;

/** A query over a contract; its key is the contract's, so invalidating the area refreshes it. */
export const useApiQuery = <C extends Contract>(
  contract: C,
  input: CallInput<C>,
  options: QueryOptions<C> = {},
) =>
  useQuery({
    queryKey: queryKeyOf(contract, input),
    queryFn: ({ signal }) => callApi(contract, input, { signal }),
    ...options,
  });

/** Saves the file a file contract answers (Excel, PDF); returns the file name used. */
export const downloadApi = <C extends Contract>(contract: C, input: CallInput<C>, fallbackName: string) =>
  downloadFile(urlOf(contract, input), { body: input.body, fallbackName, method: contract.method });

/**
 * Uploads one file (multipart field `file`) to a contract whose body is the file itself, and
 * checks the answer by the contract's response schema.
 */
export const uploadApi = async <C extends Contract>(
  contract: C,
  input: CallInput<C>,
  file: File | Blob,
  fileName?: string,
): Promise<ResponseOf<C>> => {
  const { response } = contract;
  if (isRawResponse(response)) throw new Error(`${contract.path}: 파일 응답은 downloadApi로 받습니다.`);
  const answer = await uploadFile<unknown>(urlOf(contract, input), file, fileName);
  return (response as { parse: (value: unknown) => ResponseOf<C> }).parse(answer);
};
