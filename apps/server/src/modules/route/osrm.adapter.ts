// Adapter for a road-distance service with the OSRM table API
// (`GET {base}/table/v1/driving/{lng,lat;…}?annotations=distance`, answer `{ code: 'Ok',
// distances: number[][] }` in metres, row = from, column = to, so one-way streets make it
// asymmetric). The base URL comes from the environment (OSRM_BASE_URL) through the caller.
import type { LatLng } from '@erp/domain';
import { z } from 'zod';

export type OsrmConfig = {
  baseUrl: string;
  /** Give up after this long; the caller then falls back to the haversine estimate. */
  timeoutMs?: number;
};

export const OSRM_DEFAULT_TIMEOUT_MS = 5_000;

/** Why a table request gave no usable matrix; the message is Korean, for the user. */
export class OsrmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OsrmError';
  }
}

const tableResponseSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  distances: z.array(z.array(z.number().nullable())).optional(),
});

/** OSRM reads `lng,lat`; six decimals are 0.1 m, and never an exponent such as 1e-7. */
const coordinate = (point: LatLng): string => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`;

export const osrmTableUrl = (baseUrl: string, points: readonly LatLng[]): string =>
  `${baseUrl.replace(/\/+$/, '')}/table/v1/driving/${points.map(coordinate).join(';')}?annotations=distance`;

/** Road distances in whole metres between every pair of points, or an OsrmError. */
export const fetchOsrmDistances = async (
  config: OsrmConfig,
  points: readonly LatLng[],
): Promise<number[][]> => {
  const timeoutMs = config.timeoutMs ?? OSRM_DEFAULT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(osrmTableUrl(config.baseUrl, points), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new OsrmError(timedOut ? `응답 시간 초과 (${timeoutMs}ms)` : '연결 실패');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new OsrmError(`응답이 JSON이 아님 (HTTP ${response.status})`);
  }
  const parsed = tableResponseSchema.safeParse(body);
  if (!response.ok || !parsed.success || parsed.data.code !== 'Ok') {
    const code = parsed.success ? parsed.data.code : '응답 형식 오류';
    throw new OsrmError(`HTTP ${response.status}, ${code}`);
  }
  const distances = parsed.data.distances;
  const n = points.length;
  if (distances === undefined || distances.length !== n || distances.some((row) => row.length !== n)) {
    throw new OsrmError(`거리표 크기가 지점 수(${n})와 다름`);
  }
  return distances.map((row, i) =>
    row.map((metres, j) => {
      // null: OSRM found no road between the two points (an island, a closed area).
      if (metres === null || !Number.isFinite(metres) || metres < 0) {
        throw new OsrmError(`${i + 1}번째에서 ${j + 1}번째 지점으로 가는 도로를 찾지 못함`);
      }
      return i === j ? 0 : Math.round(metres);
    }),
  );
};
