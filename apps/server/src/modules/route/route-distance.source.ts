// Where the distance matrix of a route comes from: road distances from an OSRM-compatible
// service when OSRM_BASE_URL is set, otherwise (or when the service fails) the haversine
// estimate. The result always says which one was used, so the screen can tell the dispatcher.
import { haversineMatrix, type LatLng, type RouteDistanceSource } from '@erp/domain';
import { fetchOsrmDistances, OsrmError } from './osrm.adapter.js';

export type DistanceMatrixResult = {
  matrix: number[][];
  source: RouteDistanceSource;
  /** Korean note when the estimate stood in for road distances; null when the service answered. */
  note: string | null;
};

export type DistanceSource = (points: readonly LatLng[]) => Promise<DistanceMatrixResult>;

export type DistanceSourceConfig = {
  /** Base URL of the OSRM service (OSRM_BASE_URL); empty or undefined = not configured. */
  osrmBaseUrl: string | undefined;
  osrmTimeoutMs?: number;
};

export const OSRM_NOT_CONFIGURED_NOTE =
  '도로 거리 서비스(OSRM_BASE_URL)가 설정되지 않아 직선 거리로 추정했습니다.';

export const osrmFallbackNote = (reason: string): string =>
  `도로 거리 서비스에서 거리를 받지 못해 직선 거리로 추정했습니다 (${reason}).`;

export const distanceSourceConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): DistanceSourceConfig => ({
  osrmBaseUrl: env.OSRM_BASE_URL || undefined,
});

export const createDistanceSource = (config: DistanceSourceConfig): DistanceSource => {
  const { osrmBaseUrl } = config;
  if (!osrmBaseUrl) {
    return async (points) => ({
      matrix: haversineMatrix(points),
      source: 'haversine',
      note: OSRM_NOT_CONFIGURED_NOTE,
    });
  }
  return async (points) => {
    try {
      const matrix = await fetchOsrmDistances(
        {
          baseUrl: osrmBaseUrl,
          ...(config.osrmTimeoutMs === undefined ? {} : { timeoutMs: config.osrmTimeoutMs }),
        },
        points,
      );
      return { matrix, source: 'osrm', note: null };
    } catch (error) {
      if (!(error instanceof OsrmError)) throw error;
      return { matrix: haversineMatrix(points), source: 'haversine', note: osrmFallbackNote(error.message) };
    }
  };
};
