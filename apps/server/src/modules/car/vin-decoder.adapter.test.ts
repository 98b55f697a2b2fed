import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeVinRemote, engineSummary, NOT_CONFIGURED_MESSAGE } from './vin-decoder.adapter.js';

// A local fake of vPIC's DecodeVinValues: one VIN decodes clean, one with a check-digit note,
// one answers 500, one never answers in time.
let fake: Server;
let baseUrl: string;
const paths: string[] = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    paths.push(req.url ?? '');
    const vin = decodeURIComponent((req.url ?? '').split('/').pop()?.split('?')[0] ?? '');
    if (vin === 'KMHD341CBHU500000') {
      res.statusCode = 500;
      res.end('boom');
      return;
    }
    if (vin === 'KMHD341CBHU999999') return; // never answers
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        Count: 1,
        Message: 'Results returned successfully',
        SearchCriteria: `VIN:${vin}`,
        Results: [
          {
            VIN: vin,
            Make: 'HYUNDAI',
            Model: 'Elantra',
            ModelYear: '2017',
            DisplacementL: '1.6',
            EngineCylinders: '4',
            FuelTypePrimary: 'Gasoline',
            BodyClass: 'Sedan/Saloon',
            PlantCountry: 'SOUTH KOREA',
            Trim: '',
            Series: 'Not Applicable',
            ErrorCode: vin.endsWith('1') ? '1' : '0',
            ErrorText: vin.endsWith('1')
              ? '1 - Check Digit (9th position) does not calculate properly'
              : '0 - VIN decoded clean.',
          },
        ],
      }),
    );
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const address = fake.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});

describe('VIN decoder adapter (vPIC DecodeVinValues shape)', () => {
  it('says it is not configured and calls nothing without a base address', async () => {
    const before = paths.length;
    const result = await decodeVinRemote({ baseUrl: undefined }, 'KMHD341CBHU123456');
    expect(result).toMatchObject({
      configured: false,
      ok: false,
      message: NOT_CONFIGURED_MESSAGE,
      attributes: [],
    });
    expect(paths.length).toBe(before);
  });

  it('calls DecodeVinValues and reads maker, model, year and engine, with Korean labels', async () => {
    const result = await decodeVinRemote({ baseUrl }, 'KMHD341CBHU123456');
    expect(paths.at(-1)).toBe('/api/vehicles/DecodeVinValues/KMHD341CBHU123456?format=json');
    expect(result).toMatchObject({
      configured: true,
      ok: true,
      message: null,
      maker: 'HYUNDAI',
      model: 'Elantra',
      modelYear: 2017,
      engine: '1.6L 4기통 Gasoline',
    });
    const labels = Object.fromEntries(result.attributes.map((a) => [a.name, a.label]));
    expect(labels).toMatchObject({
      Make: '제조사',
      Model: '모델',
      ModelYear: '연식',
      BodyClass: '차체 형식',
    });
    // Empty and "Not Applicable" values are left out.
    expect(result.attributes.some((a) => a.name === 'Trim' || a.name === 'Series')).toBe(false);
  });

  it("passes the decoder's note on a partial decode", async () => {
    const result = await decodeVinRemote({ baseUrl }, 'KMHD341CBHU123451');
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining('Check Digit') });
  });

  it('reports a server error and a timeout in Korean instead of throwing', async () => {
    expect(await decodeVinRemote({ baseUrl }, 'KMHD341CBHU500000')).toMatchObject({
      configured: true,
      ok: false,
      message: '차대번호 조회 실패 (HTTP 500)',
    });
    expect(await decodeVinRemote({ baseUrl, timeoutMs: 200 }, 'KMHD341CBHU999999')).toMatchObject({
      ok: false,
      message: '차대번호 조회 실패 (응답 시간 초과)',
    });
  });

  it('summarises the engine from the fields that are there', () => {
    expect(engineSummary({ DisplacementL: '2.0', FuelTypePrimary: 'Diesel' })).toBe('2.0L Diesel');
    expect(engineSummary({ DisplacementL: '', EngineCylinders: 'Not Applicable' })).toBeNull();
  });
});
