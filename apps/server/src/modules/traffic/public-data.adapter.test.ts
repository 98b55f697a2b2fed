import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentWeather,
  type PublicDataConfig,
  roadTraffic,
  TRAFFIC_NOT_CONFIGURED,
  WEATHER_NOT_CONFIGURED,
  weatherBase,
} from './public-data.adapter.js';

// The weather and traffic adapters against a local fake of the two public services.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let fake: Server;
let baseUrl = '';
let handler: Handler = () => undefined;
const requested: string[] = [];

const json = (res: ServerResponse, body: unknown, status = 200): void => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  fake = createServer((req, res) => {
    requested.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', () => resolve()));
  const address = fake.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const config = (): PublicDataConfig => ({
  weatherKey: 'w-key',
  weatherBaseUrl: baseUrl,
  itsKey: 'its-key',
  itsBaseUrl: baseUrl,
});
const bare: PublicDataConfig = {
  weatherKey: undefined,
  weatherBaseUrl: '',
  itsKey: undefined,
  itsBaseUrl: '',
};

describe('weather (기상청 초단기실황)', () => {
  it('says plainly that it is not configured, with no figures', async () => {
    const result = await currentWeather(bare, 'seoul');
    expect(result).toMatchObject({
      configured: false,
      ok: false,
      message: WEATHER_NOT_CONFIGURED,
      items: [],
    });
  });

  it('asks for the grid point and the last published hour, and names the figures in Korean', async () => {
    handler = (_req, res) =>
      json(res, {
        response: {
          header: { resultCode: '00', resultMsg: 'NORMAL_SERVICE' },
          body: {
            items: {
              item: [
                { category: 'T1H', obsrValue: '3.5' },
                { category: 'PTY', obsrValue: '1' },
                { category: 'UUU', obsrValue: '1.2' },
              ],
            },
          },
        },
      });
    // 10:35 KST: the 10:00 observation is not out yet (published at 10:40).
    const result = await currentWeather(config(), 'busan', new Date('2026-11-27T01:35:00Z'));
    expect(requested.at(-1)).toContain('base_date=20261127&base_time=0900&nx=98&ny=76');
    expect(result.items).toEqual([
      { category: 'T1H', label: '기온', value: '3.5', unit: '℃' },
      { category: 'PTY', label: '강수 형태', value: '비', unit: '' },
    ]);
    expect(weatherBase(new Date('2026-11-27T01:45:00Z'))).toEqual({ date: '20261127', time: '1000' });
  });

  it('passes on a refusal of the service', async () => {
    handler = (_req, res) =>
      json(res, {
        response: { header: { resultCode: '30', resultMsg: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' } },
      });
    const result = await currentWeather(config(), 'seoul');
    expect(result).toMatchObject({ configured: true, ok: false, items: [] });
    expect(result.message).toContain('SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
  });
});

describe('road traffic (국가교통정보센터)', () => {
  it('says plainly that it is not configured', async () => {
    expect(await roadTraffic(bare, 'seoul')).toMatchObject({
      configured: false,
      message: TRAFFIC_NOT_CONFIGURED,
      rows: [],
    });
  });

  it("reads the area's link speeds and narrows them to a road", async () => {
    handler = (_req, res) =>
      json(res, {
        header: { resultCode: 0, resultMsg: 'success' },
        body: {
          items: [
            {
              linkId: '1',
              roadName: '올림픽대로',
              speed: '23.5',
              travelTime: '40',
              createdDate: '20261127103000',
            },
            {
              linkId: '2',
              roadName: '강변북로',
              speed: '61',
              travelTime: '12',
              createdDate: '20261127103000',
            },
          ],
        },
      });
    const result = await roadTraffic(config(), 'seoul', '올림픽');
    expect(requested.at(-1)).toContain('minX=126.76&maxX=127.19');
    expect(result.rows).toEqual([
      { linkId: '1', roadName: '올림픽대로', speed: 23.5, travelTime: 40, createdAt: '20261127103000' },
    ]);
  });

  it('says why when the service is down', async () => {
    handler = (_req, res) => json(res, {}, 503);
    expect((await roadTraffic(config(), 'busan')).message).toContain('HTTP 503');
  });
});
