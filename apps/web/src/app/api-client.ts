import { isErrorCode } from '@erp/domain';
import { ApiError, type ApiFieldError, NetworkError } from './api-error';

type Parser<T> = { parse: (value: unknown) => T };

export type ApiCallOptions<T> = {
  body?: unknown;
  /**
   * The caller shows the error itself (a login page writes the message under its form), so the
   * shared error dialog stays closed and a 401 does not end the session view.
   */
  selfHandled?: boolean;
  signal?: AbortSignal;
  /** A domain schema that checks the `response` field. */
  schema?: Parser<T>;
};

export type ApiResult<T> = { data: T; message: string; headers: Headers };

export type ApiErrorHandlers = {
  /** Opens the error dialog; returns whether it handled the error (SPEC §8). */
  onError: (error: ApiError) => boolean;
  /** 401 on a protected screen: the session is gone, the layout sends the user to its login page. */
  onUnauthorized: (error: ApiError) => void;
  /** Anything the dialog did not take (no envelope, no connection). */
  onUnhandled: (error: Error) => void;
};

let handlers: ApiErrorHandlers = {
  onError: () => false,
  onUnauthorized: () => undefined,
  onUnhandled: () => undefined,
};

export const configureApiClient = (next: ApiErrorHandlers): void => {
  handlers = next;
};

type Envelope = { code: string; message: string; response: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).code === 'string' &&
  typeof (value as Envelope).message === 'string' &&
  'response' in value;

const fieldsOf = (response: unknown): ApiFieldError[] => {
  if (typeof response !== 'object' || response === null) return [];
  const fields = (response as { fields?: unknown }).fields;
  return Array.isArray(fields) ? (fields as ApiFieldError[]) : [];
};

const readJson = async (response: Response): Promise<unknown> => {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

export const dispatchApiError = (error: Error): void => {
  if (error instanceof ApiError) {
    if (error.isUnauthorized) {
      handlers.onUnauthorized(error);
      return;
    }
    if (handlers.onError(error)) return;
  }
  handlers.onUnhandled(error);
};

/** The one way the web calls the API: unwraps `{ code, message, response }` and reports errors. */
export const apiRequest = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: ApiCallOptions<T> = {},
): Promise<ApiResult<T>> => {
  const { body, selfHandled = false, signal, schema } = options;
  const fail = (error: Error): never => {
    if (!selfHandled) dispatchApiError(error);
    throw error;
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return fail(new NetworkError(url, null));
  }
  const envelope = await readJson(response);
  if (!isEnvelope(envelope)) return fail(new NetworkError(url, response.status));
  if (isErrorCode(envelope.code) || !response.ok) {
    return fail(
      new ApiError({
        code: envelope.code,
        message: envelope.message,
        url,
        status: response.status,
        fields: fieldsOf(envelope.response),
      }),
    );
  }
  const data = schema ? schema.parse(envelope.response) : (envelope.response as T);
  return { data, message: envelope.message, headers: response.headers };
};

export const apiGet = async <T>(url: string, options: Omit<ApiCallOptions<T>, 'body'> = {}): Promise<T> =>
  (await apiRequest<T>('GET', url, options)).data;

export const apiPost = async <T>(url: string, body: unknown, options: Omit<ApiCallOptions<T>, 'body'> = {}) =>
  (await apiRequest<T>('POST', url, { ...options, body })).data;

/** DELETE with the same envelope, error dialog and self-handling rules as GET and POST. */
export const apiDelete = async <T = unknown>(url: string, options: Omit<ApiCallOptions<T>, 'body'> = {}) =>
  (await apiRequest<T>('DELETE', url, options)).data;
