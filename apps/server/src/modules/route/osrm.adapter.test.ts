import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HAVERSINE_ROAD_DETOUR_FACTOR, haversineMatrix } from '@erp/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchOsrmDistances, OsrmError, osrmTableUrl } from './osrm.adapter.js';
import {
  createDistanceSource,
  distanceSourceConfigFromEnv,
  OSRM_NOT_CONFIGURED_NOTE,
} from './route-distance.source.js';

// A local fake of the OSRM table service. Each test says how it answers.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let fake: Server;
let baseUrl: string;
let handler: Handler;
let requested: string[] = [];

const json = (res: ServerResponse, status: number, body: unknown): void => {
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
beforeEach(() => {
  requested = [];
});

const warehouse = { lat: 37.5665, lng: 126.978 };
const shopA = { lat: 37.5172, lng: 127.0473 };
const shopB = { lat: 37.4837, lng: 126.9015 };

describe('OSRM table adapter', () => {
  it('asks for lng,lat pairs with distance annotations and keeps one-way asymmetry, in whole metres', async () => {
    handler = (_req, res) =>
      json(res, 200, {
        code: 'Ok',
        distances: [
          [0, 9120.4, 11020.6],
          [9870.5, 0, 15001.2],
          [10500, 14800.9, 0],
        ],
      });
    const matrix = await fetchOsrmDistances({ baseUrl: `${baseUrl}/` }, [warehouse, shopA, shopB]);
    expect(requested).toEqual([
      '/table/v1/driving/126.978000,37.566500;127.047300,37.517200;126.901500,37.483700?annotations=distance',
    ]);
    expect(matrix).toEqual([
      [0, 9120, 11021],
      [9871, 0, 15001],
      [10500, 14801, 0],
    ]);
  });

  it('builds the table URL without a doubled slash', () => {
    expect(osrmTableUrl('http://osrm.local/', [warehouse])).toBe(
      'http://osrm.local/table/v1/driving/126.978000,37.566500?annotations=distance',
    );
  });

  it('fails on an OSRM error code, a missing road (null) and a table of the wrong size', async () => {
    handler = (_req, res) => json(res, 400, { code: 'InvalidQuery', message: 'Query string malformed' });
    await expect(fetchOsrmDistances({ baseUrl }, [warehouse, shopA])).rejects.toThrow(
      /HTTP 400, InvalidQuery/,
    );
    handler = (_req, res) =>
      json(res, 200, {
        code: 'Ok',
        distances: [
          [0, null],
          [5, 0],
        ],
      });
    await expect(fetchOsrmDistances({ baseUrl }, [warehouse, shopA])).rejects.toThrow(/도로를 찾지 못함/);
    handler = (_req, res) => json(res, 200, { code: 'Ok', distances: [[0]] });
    await expect(fetchOsrmDistances({ baseUrl }, [warehouse, shopA])).rejects.toThrow(OsrmError);
  });

  it('gives up after its timeout when the service does not answer', async () => {
    handler = () => undefined; // never answers
    await expect(fetchOsrmDistances({ baseUrl, timeoutMs: 150 }, [warehouse, shopA])).rejects.toThrow(
      /응답 시간 초과/,
    );
  });
});

describe('distance source', () => {
  it('uses the haversine estimate when OSRM_BASE_URL is not set, and says so', async () => {
    const config = distanceSourceConfigFromEnv({ OSRM_BASE_URL: '' });
    expect(config.osrmBaseUrl).toBeUndefined();
    const result = await createDistanceSource(config)([warehouse, shopA]);
    expect(result).toEqual({
      matrix: haversineMatrix([warehouse, shopA]),
      source: 'haversine',
      note: OSRM_NOT_CONFIGURED_NOTE,
    });
    expect(HAVERSINE_ROAD_DETOUR_FACTOR).toBeGreaterThan(1);
    expect(requested).toEqual([]);
  });

  it('uses the road distances when the service answers', async () => {
    handler = (_req, res) =>
      json(res, 200, {
        code: 'Ok',
        distances: [
          [0, 900],
          [950, 0],
        ],
      });
    const result = await createDistanceSource(distanceSourceConfigFromEnv({ OSRM_BASE_URL: baseUrl }))([
      warehouse,
      shopA,
    ]);
    expect(result).toEqual({
      matrix: [
        [0, 900],
        [950, 0],
      ],
      source: 'osrm',
      note: null,
    });
  });

  it('falls back to the haversine estimate when the service fails, and says why', async () => {
    handler = (_req, res) => json(res, 503, { code: 'Unavailable' });
    const result = await createDistanceSource({ osrmBaseUrl: baseUrl })([warehouse, shopA, shopB]);
    expect(result.source).toBe('haversine');
    expect(result.matrix).toEqual(haversineMatrix([warehouse, shopA, shopB]));
    expect(result.note).toBe(
      '도로 거리 서비스에서 거리를 받지 못해 직선 거리로 추정했습니다 (HTTP 503, Unavailable).',
    );
  });

  it('falls back when nothing listens at the configured address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await createDistanceSource({ osrmBaseUrl: `http://127.0.0.1:${port}` })([
      warehouse,
      shopA,
    ]);
    expect(result.source).toBe('haversine');
    expect(result.note).toMatch(/연결 실패/);
  });
});
