import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ADDRESS_NOT_CONFIGURED_MESSAGE, searchAddress } from './juso-address.adapter.js';

// A local fake of the road-name address API (juso.go.kr addrLinkApi.do): "세종대로" finds two
// buildings, "오류" answers with the service's own error, "다운" answers 500.
let fake: Server;
let baseUrl: string;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    const query = new URL(req.url ?? '', 'http://x').searchParams;
    asked.push(query);
    const keyword = query.get('keyword') ?? '';
    if (keyword === '다운') {
      res.statusCode = 500;
      res.end('down');
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (keyword === '오류') {
      res.end(
        JSON.stringify({
          results: {
            common: { errorCode: 'E0005', errorMessage: '검색어가 입력되지 않았습니다.', totalCount: '0' },
            juso: null,
          },
        }),
      );
      return;
    }
    res.end(
      JSON.stringify({
        results: {
          common: { errorCode: '0', errorMessage: '정상', totalCount: '2' },
          juso: [
            {
              zipNo: '04524',
              roadAddr: '서울특별시 중구 세종대로 110 (태평로1가)',
              jibunAddr: '서울특별시 중구 태평로1가 31',
              bdNm: '서울특별시청',
            },
            { zipNo: '03154', roadAddr: '서울특별시 종로구 세종대로 209', jibunAddr: '', bdNm: '' },
          ],
        },
      }),
    );
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const address = fake.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/addrlink`;
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});

describe('road-name address adapter', () => {
  it('says it is not configured and calls nothing without a key', async () => {
    const before = asked.length;
    const result = await searchAddress({ baseUrl, apiKey: undefined }, '세종대로', 1);
    expect(result).toEqual({
      configured: false,
      ok: false,
      message: ADDRESS_NOT_CONFIGURED_MESSAGE,
      total: 0,
      hits: [],
    });
    expect(asked.length).toBe(before);
  });

  it('sends the key, the words and the page, and reads postcode and addresses', async () => {
    const result = await searchAddress({ baseUrl, apiKey: 'k e y' }, '세종대로', 2);
    const query = asked.at(-1);
    expect(query?.get('confmKey')).toBe('k e y');
    expect(query?.get('keyword')).toBe('세종대로');
    expect(query?.get('currentPage')).toBe('2');
    expect(query?.get('resultType')).toBe('json');
    expect(result).toEqual({
      configured: true,
      ok: true,
      message: null,
      total: 2,
      hits: [
        {
          postcode: '04524',
          roadAddress: '서울특별시 중구 세종대로 110 (태평로1가)',
          jibunAddress: '서울특별시 중구 태평로1가 31',
          buildingName: '서울특별시청',
        },
        {
          postcode: '03154',
          roadAddress: '서울특별시 종로구 세종대로 209',
          jibunAddress: null,
          buildingName: null,
        },
      ],
    });
  });

  it("passes on the service's own refusal and a failure, in Korean", async () => {
    expect(await searchAddress({ baseUrl, apiKey: 'k' }, '오류', 1)).toMatchObject({
      configured: true,
      ok: false,
      message: '주소 검색 실패: 검색어가 입력되지 않았습니다.',
    });
    expect(await searchAddress({ baseUrl, apiKey: 'k' }, '다운', 1)).toMatchObject({
      ok: false,
      message: '주소 검색 실패 (HTTP 500)',
    });
    const down = await searchAddress(
      { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 1000 },
      '세종대로',
      1,
    );
    expect(down).toMatchObject({ ok: false, message: '주소 검색 실패 (연결 실패)' });
  });
});

describe('GET /api/customer/v1.0/address/search', () => {
  let t: TestApp;
  let unconfigured: TestApp;
  let staff: string;
  let cust: string;
  beforeAll(async () => {
    process.env.JUSO_BASE_URL = baseUrl;
    process.env.JUSO_API_KEY = 'test-key';
    t = await createTestApp();
    delete process.env.JUSO_BASE_URL;
    delete process.env.JUSO_API_KEY;
    unconfigured = await createTestApp();
    staff = await loginStaff(t, 'addr-staff');
    await t.addAccount({ loginId: 'addr-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
    cust = await t.login('addr-cust', 'customer');
  });
  afterAll(async () => {
    await t.close();
    await unconfigured.close();
  });

  it('answers the service hits through the server, with the key kept on the server', async () => {
    const res = await t.call(
      'GET',
      `/api/customer/v1.0/address/search?keyword=${encodeURIComponent('세종대로')}`,
      {
        cookie: staff,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ configured: true, ok: true, total: 2 });
    expect(JSON.stringify(res.body)).not.toContain('test-key');
    expect(asked.at(-1)?.get('confmKey')).toBe('test-key');
  });

  it('names a too-short search word in Korean (E0422), without calling the service', async () => {
    const before = asked.length;
    const res = await t.refused(
      422,
      'GET',
      `/api/customer/v1.0/address/search?keyword=${encodeURIComponent('세')}`,
      staff,
    );
    expect(res).toContain('주소 검색어');
    expect(asked.length).toBe(before);
  });

  it('says plainly that the search is not configured when no key is set', async () => {
    await unconfigured.addAccount({ loginId: 'addr-staff2', kind: 'staff', role: 'public' });
    const cookie = await unconfigured.login('addr-staff2', 'staff');
    const res = await unconfigured.call(
      'GET',
      `/api/customer/v1.0/address/search?keyword=${encodeURIComponent('세종대로')}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ configured: false, message: ADDRESS_NOT_CONFIGURED_MESSAGE });
  });

  it('is for staff: a customer user gets 403', async () => {
    await t.refused(
      403,
      'GET',
      `/api/customer/v1.0/address/search?keyword=${encodeURIComponent('세종대로')}`,
      cust,
    );
  });
});
