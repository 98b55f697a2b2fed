import { isErrorCode } from '@erp/domain';
import { dispatchApiError } from '../../app/api-client';
import { ApiError, type ApiFieldError, NetworkError } from '../../app/api-error';

// What the JSON API client (GET/POST with a JSON body) does not cover: PUT calls, multipart
// uploads and binary downloads. Errors still arrive as the `{code, message, response}` envelope
// and go to the same error dialog, unless the caller handles them itself.

type Envelope = { code: string; message: string; response: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).code === 'string' &&
  typeof (value as Envelope).message === 'string';

const fieldsOf = (response: unknown): ApiFieldError[] => {
  const fields = (response as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? (fields as ApiFieldError[]) : [];
};

/** The error an answer carries, or null when it is a success. */
const errorOf = async (response: Response, url: string): Promise<Error | null> => {
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isJson) return null;
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!isEnvelope(body)) return response.ok ? null : new NetworkError(url, response.status);
  if (!isErrorCode(body.code) && response.ok) return null;
  return new ApiError({
    code: body.code,
    message: body.message,
    url,
    status: response.status,
    fields: fieldsOf(body.response),
  });
};

const send = async (url: string, init: RequestInit, selfHandled: boolean): Promise<Response> => {
  const fail = (error: Error): never => {
    if (!selfHandled) dispatchApiError(error);
    throw error;
  };
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    return fail(new NetworkError(url, null));
  }
  const error = await errorOf(response.clone(), url);
  return error ? fail(error) : response;
};

const dataOf = async <T>(response: Response, url: string): Promise<T> => {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(body)) throw new NetworkError(url, response.status);
  return body.response as T;
};

/** PUT with a JSON body (the spec names a few PUT endpoints). */
export const apiPut = async <T>(url: string, body?: unknown, selfHandled = false): Promise<T> => {
  const response = await send(
    url,
    {
      method: 'PUT',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    selfHandled,
  );
  return dataOf<T>(response, url);
};

/** Uploads one file as multipart field `file`. */
export const uploadFile = async <T>(url: string, file: File | Blob, fileName?: string): Promise<T> => {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload.xlsx'));
  const response = await send(url, { method: 'POST', body: form }, false);
  return dataOf<T>(response, url);
};

/** The file name of a Content-Disposition header, preferring the UTF-8 `filename*` form. */
export const fileNameOf = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A broken escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
};

/** Hands a blob to the browser as a download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/**
 * Downloads a file the server streams (Excel export, templates, error reports). A POST carries
 * the list's filter as JSON. Returns the saved file name.
 */
export const downloadFile = async (
  url: string,
  options: { body?: unknown; fallbackName: string; method?: string },
): Promise<string> => {
  const init: RequestInit =
    options.body === undefined
      ? { method: options.method ?? 'GET' }
      : {
          method: options.method ?? 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(options.body),
        };
  const response = await send(url, init, false);
  const name = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  saveBlob(await response.blob(), name);
  return name;
};
