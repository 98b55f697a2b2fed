import { HAVERSINE_ROAD_DETOUR_FACTOR, haversineMetres, type LatLng } from '../route/route-distance.js';
import { createRoutePrng } from '../route/route-random.js';
import type { VrptwInput, VrptwNode } from './vrptw.types.js';

// A dispatch day as the solver sees it: times in seconds after midnight (KST), travel time from
// the straight-line distance times the road detour at an average city speed (or from known road
// speeds when the traffic adapter gives them), a driver's shift as the vehicle's window.

/** Average speed in Seoul traffic when no live speed is known (km/h). */
export const CITY_SPEED_KMH = 25;

/** Travel seconds between places: straight line × detour at `speedKmh`. */
export const travelSecondsMatrix = (points: readonly LatLng[], speedKmh = CITY_SPEED_KMH): number[][] =>
  points.map((a) =>
    points.map((b) =>
      Math.round((haversineMetres(a, b) * HAVERSINE_ROAD_DETOUR_FACTOR) / ((speedKmh * 1000) / 3600)),
    ),
  );

/** HHmm → seconds after midnight. */
export const secondsOfHm = (hm: string): number =>
  Number(hm.slice(0, 2)) * 3600 + Number(hm.slice(2, 4)) * 60;

/**
 * A random Seoul-area day (benchmarks and tests): a warehouse, `stops` shops in a 22 × 26 km box,
 * `drivers` vans from 09:00 to 18:00; a third of the shops take deliveries only in a two-hour
 * window, the rest any time of the shift; five minutes at each shop.
 */
export const randomDispatchDay = (stops: number, drivers: number, seed = 1): VrptwInput => {
  const rng = createRoutePrng(seed);
  const points: LatLng[] = Array.from({ length: stops + 1 }, (_, i) =>
    i === 0
      ? { lat: 37.5172, lng: 126.9037 }
      : { lat: 37.45 + rng.nextInt(200_000) / 1_000_000, lng: 126.85 + rng.nextInt(300_000) / 1_000_000 },
  );
  const open = secondsOfHm('0900');
  const close = secondsOfHm('1800');
  const nodes: VrptwNode[] = points.map((_, i) => {
    if (i === 0) return { demand: 0, ready: open, due: close, service: 0 };
    const demand = 1 + rng.nextInt(10);
    if (rng.nextInt(3) > 0) return { demand, ready: open, due: close - 3600, service: 300 };
    const from = open + 1800 * rng.nextInt(12);
    return { demand, ready: from, due: from + 7200, service: 300 };
  });
  const totalDemand = nodes.reduce((n, x) => n + x.demand, 0);
  const capacity = Math.ceil((totalDemand * 1.25) / drivers);
  return {
    matrix: travelSecondsMatrix(points),
    nodes,
    vehicles: Array.from({ length: drivers }, () => ({
      start: 0,
      end: 0,
      capacity,
      ready: open,
      due: close,
    })),
    customers: nodes.map((_, i) => i).filter((i) => i > 0),
  };
};
