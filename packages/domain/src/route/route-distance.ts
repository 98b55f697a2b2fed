// Distance matrices from coordinates. Everything is integer metres (or integer TSPLIB units), so
// that tour lengths add up exactly and the same input always gives the same route.

export type LatLng = { lat: number; lng: number };

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Road distance ÷ great-circle distance used when no road-distance service answers. Measured
 * circuity of road networks is about 1.2–1.4 (Ballou, Rahardja & Sakai 2002; Boscoe et al. 2012);
 * Korean city streets with one-way systems sit at the upper half, so 1.3. The one place to tune it.
 */
export const HAVERSINE_ROAD_DETOUR_FACTOR = 1.3;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine formula), without the detour factor. */
export const haversineMetres = (from: LatLng, to: LatLng): number => {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Estimated road metres between every pair: haversine × HAVERSINE_ROAD_DETOUR_FACTOR, rounded. */
export const haversineMatrix = (points: readonly LatLng[]): number[][] => {
  const n = points.length;
  const matrix: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const metres = Math.round(haversineMetres(points[i]!, points[j]!) * HAVERSINE_ROAD_DETOUR_FACTOR);
      matrix[i]![j] = metres;
      matrix[j]![i] = metres;
    }
  }
  return matrix;
};

export type PlanePoint = { x: number; y: number };

/** TSPLIB EUC_2D: Euclidean distance rounded to the nearest integer (TSPLIB's nint). */
export const euclideanNintMatrix = (points: readonly PlanePoint[]): number[][] => {
  const n = points.length;
  const matrix: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const a = points[i]!;
      const b = points[j]!;
      // nint(x) = (int)(x + 0.5) in TSPLIB's reference code; for x ≥ 0 that is Math.floor(x + 0.5).
      const distance = Math.floor(Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2) + 0.5);
      matrix[i]![j] = distance;
      matrix[j]![i] = distance;
    }
  }
  return matrix;
};
