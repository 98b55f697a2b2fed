import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-error';
import { apiPut, fileNameOf } from './file-transfer';

describe('file transfer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the Korean file name of a download from filename*', () => {
    const header = `attachment; filename="_____2026-11-21.xlsx"; filename*=UTF-8''${encodeURIComponent('거래처목록_2026-11-21.xlsx')}`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('거래처목록_2026-11-21.xlsx');
    expect(fileNameOf('attachment; filename="report.xlsx"', 'x.xlsx')).toBe('report.xlsx');
    expect(fileNameOf(null, '거래처.xlsx')).toBe('거래처.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });

  it('PUTs JSON and unwraps the response', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'S0000', message: '완료', response: { id: 3 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPut('/api/x', { a: 1 })).resolves.toEqual({ id: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'PUT', body: '{"a":1}', credentials: 'same-origin' }),
    );
  });

  it('turns an E code into an ApiError with its field messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 'E0422',
              message: '입력값을 확인하세요.',
              response: {
                fields: [{ field: 'recommendCode', label: '추천인 코드', message: '2자 이상 입력하세요.' }],
              },
            }),
            { status: 422, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const error = await apiPut('/api/y', {}, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields[0]?.label).toBe('추천인 코드');
  });
});
