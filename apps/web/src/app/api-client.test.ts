import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, apiRequest, configureApiClient } from './api-client';
import { ApiError, NetworkError } from './api-error';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers },
  });

describe('API client', () => {
  const onError = vi.fn((_error: ApiError) => true);
  const onUnauthorized = vi.fn();
  const onUnhandled = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ onError, onUnauthorized, onUnhandled });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('unwraps the envelope and sends JSON', async () => {
    fetchMock.mockResolvedValue(respond(200, { code: 'S0000', message: '', response: { a: 1 } }));
    await expect(apiPost('/api/x', { q: 1 })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"q":1}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('returns the headers, for totals sent beside the list', async () => {
    fetchMock.mockResolvedValue(
      respond(200, { code: 'S0000', message: '', response: [] }, { 'x-total-count': '42' }),
    );
    const result = await apiRequest('POST', '/api/list', { body: {} });
    expect(result.headers.get('x-total-count')).toBe('42');
  });

  it('opens the error dialog for an E code, with code, address and message', async () => {
    fetchMock.mockResolvedValue(respond(403, { code: 'E0403', message: '권한이 없습니다.', response: null }));
    const error = await apiGet('/api/admin').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'E0403',
      url: '/api/admin',
      message: '권한이 없습니다.',
      status: 403,
    });
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnhandled).not.toHaveBeenCalled();
  });

  it('treats a code containing E as an error even with HTTP 200', async () => {
    fetchMock.mockResolvedValue(
      respond(200, { code: 'E2003', message: '처리할 수 없습니다.', response: null }),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 'E2003' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('falls back when the dialog handler does not take the error', async () => {
    onError.mockReturnValueOnce(false);
    fetchMock.mockResolvedValue(respond(409, { code: 'E0409', message: 'm', response: null }));
    await apiGet('/api/x').catch(() => undefined);
    expect(onUnhandled).toHaveBeenCalledTimes(1);
  });

  it('keeps validation fields for the form', async () => {
    const fields = [{ field: 'loginId', label: '아이디', message: '입력하세요.' }];
    fetchMock.mockResolvedValue(
      respond(422, { code: 'E0422', message: '입력값을 확인하세요.', response: { fields } }),
    );
    await expect(apiGet('/api/x', { selfHandled: true })).rejects.toMatchObject({ fields });
  });

  it('sends a 401 to the session handler instead of the dialog', async () => {
    fetchMock.mockResolvedValue(
      respond(401, { code: 'E1006', message: '세션이 만료되었습니다.', response: null }),
    );
    await apiGet('/api/x').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves everything to a caller that handles errors itself', async () => {
    fetchMock.mockResolvedValue(
      respond(401, { code: 'E1001', message: '아이디 또는 비밀번호가 올바르지 않습니다.', response: null }),
    );
    await expect(apiPost('/api/login', {}, { selfHandled: true })).rejects.toMatchObject({ code: 'E1001' });
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a lost connection and a non-envelope answer as network errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: null });
    fetchMock.mockResolvedValueOnce(respond(502, '<html>Bad gateway</html>'));
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 502 });
    expect(onUnhandled).toHaveBeenCalledTimes(2);
  });

  it('checks the response with the given schema', async () => {
    fetchMock.mockResolvedValue(respond(200, { code: 'S0000', message: '', response: { n: '1' } }));
    const schema = {
      parse: (value: unknown) => {
        const n = Number((value as { n: unknown }).n);
        if (Number.isNaN(n)) throw new Error('bad');
        return { n };
      },
    };
    await expect(apiGet('/api/x', { schema })).resolves.toEqual({ n: 1 });
  });
});
