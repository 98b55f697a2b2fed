import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lookupBizStatus } from './nts-biz-status.adapter.js';

// A local fake of the NTS status API: 124-81-00998 is an active business, 220-81-62517 closed,
// anything else unknown to the tax office.
let fake: Server;
let baseUrl: string;
let lastBody: unknown;
let lastKey: string | null;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += String(c);
    });
    req.on('end', () => {
      lastBody = JSON.parse(body);
      lastKey = new URL(req.url ?? '', 'http://x').searchParams.get('serviceKey');
      const numbers = (lastBody as { b_no: string[] }).b_no;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status_code: 'OK',
          data: numbers.map((b) =>
            b === '1248100998'
              ? {
                  b_no: b,
                  b_stt: '계속사업자',
                  b_stt_cd: '01',
                  tax_type: '부가가치세 일반과세자',
                  end_dt: '',
                }
              : b === '2208162517'
                ? {
                    b_no: b,
                    b_stt: '폐업자',
                    b_stt_cd: '03',
                    tax_type: '부가가치세 일반과세자',
                    end_dt: '20250101',
                  }
                : {
                    b_no: b,
                    b_stt: '',
                    b_stt_cd: '',
                    tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.',
                    end_dt: '',
                  },
          ),
        }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const address = fake.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => fake.close());

describe('NTS business-status adapter', () => {
  it('says "not configured" without a service key and calls nothing', async () => {
    lastBody = undefined;
    expect(await lookupBizStatus({ baseUrl, serviceKey: undefined }, ['1248100998'])).toEqual({
      configured: false,
    });
    expect(lastBody).toBeUndefined();
  });

  it('sends the numbers and the key and maps the statuses', async () => {
    const result = await lookupBizStatus({ baseUrl, serviceKey: 'k e y' }, [
      '1248100998',
      '2208162517',
      '1111111119',
    ]);
    expect(lastKey).toBe('k e y');
    expect(lastBody).toEqual({ b_no: ['1248100998', '2208162517', '1111111119'] });
    expect(result).toMatchObject({
      configured: true,
      ok: true,
      results: [
        { bizNo: '1248100998', statusCode: '01', statusLabel: '계속사업자', registered: true },
        {
          bizNo: '2208162517',
          statusCode: '03',
          statusLabel: '폐업자',
          closedOn: '20250101',
          registered: true,
        },
        { bizNo: '1111111119', statusCode: '', registered: false },
      ],
    });
  });

  it('reports a failure in Korean when the service is down', async () => {
    const result = await lookupBizStatus(
      { baseUrl: 'http://127.0.0.1:9', serviceKey: 'k', timeoutMs: 1000 },
      ['1248100998'],
    );
    expect(result).toMatchObject({ configured: true, ok: false });
    expect((result as { error: string }).error).toContain('국세청 조회 실패');
  });
});

describe('business-number check and history through the API', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    process.env.NTS_BASE_URL = baseUrl;
    process.env.NTS_SERVICE_KEY = 'test-key';
    t = await createTestApp();
    delete process.env.NTS_BASE_URL;
    delete process.env.NTS_SERVICE_KEY;
    staff = await loginStaff(t, 'bz-staff');
  });
  afterAll(async () => t.close());

  it('checks the digit locally, asks the NTS for the valid ones, and saves every lookup', async () => {
    const res = await t.call('POST', '/api/customer/v1.0/compsn/search', {
      cookie: staff,
      body: { bizNos: ['124-81-00998', '1248100999', '111-11-11119'] },
    });
    expect(res.status, res.body.message).toBe(200);
    const results = res.body.response as {
      bizNo: string;
      checkDigitValid: boolean;
      source: string;
      status: { registered: boolean } | null;
    }[];
    expect(results.map((r) => [r.bizNo, r.checkDigitValid, r.source])).toEqual([
      ['124-81-00998', true, 'nts'],
      ['124-81-00999', false, 'local'],
      ['111-11-11119', true, 'nts'],
    ]);
    expect(results[2]!.status?.registered).toBe(false);
    const history = await t.call('POST', '/api/customer/v1.0/compsn/history/list', {
      cookie: staff,
      body: {},
    });
    expect((history.body.response as { total: number }).total).toBe(3);
  });

  it('lists non-registered numbers until someone checks them off', async () => {
    const listNon = async () =>
      (
        (
          await t.call('POST', '/api/customer/v1.0/compsn/history/list', {
            cookie: staff,
            body: { nonRegisteredOnly: true, uncheckedOnly: true },
          })
        ).body.response as { rows: { id: number; bizNo: string }[] }
      ).rows;
    const before = await listNon();
    expect(before.map((r) => r.bizNo).sort()).toEqual(['111-11-11119', '124-81-00999']);
    expect(
      (await t.call('POST', `/api/customer/v1.0/compsn/history/check/${before[0]!.id}`, { cookie: staff }))
        .status,
    ).toBe(200);
    expect((await listNon()).length).toBe(1);
    expect(
      (await t.call('POST', `/api/customer/v1.0/compsn/history/check/${before[0]!.id}`, { cookie: staff }))
        .status,
    ).toBe(422);
  });

  it('refuses malformed numbers with a field-named message', async () => {
    const res = await t.refused(422, 'POST', '/api/customer/v1.0/compsn/search', staff, {
      bizNos: ['12345'],
    });
    expect(res).toContain('사업자등록번호');
  });
});
