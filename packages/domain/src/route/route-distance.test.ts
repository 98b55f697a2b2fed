import { describe, expect, it } from 'vitest';
import {
  euclideanNintMatrix,
  HAVERSINE_ROAD_DETOUR_FACTOR,
  haversineMatrix,
  haversineMetres,
} from './route-distance.js';

const seoulCityHall = { lat: 37.5663, lng: 126.9779 };
const busanCityHall = { lat: 35.1798, lng: 129.075 };

describe('haversine distances', () => {
  it('puts Seoul and Busan city halls about 325 km apart in a straight line', () => {
    const metres = haversineMetres(seoulCityHall, busanCityHall);
    expect(metres).toBeGreaterThan(320_000);
    expect(metres).toBeLessThan(330_000);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineMetres({ lat: 37, lng: 127 }, { lat: 38, lng: 127 })).toBeCloseTo(111_195, -1);
  });

  it('builds a symmetric integer matrix scaled by the road-detour factor', () => {
    const points = [seoulCityHall, busanCityHall, { lat: 37.4563, lng: 126.7052 }];
    const matrix = haversineMatrix(points);
    expect(matrix[0]![0]).toBe(0);
    expect(matrix[0]![1]).toBe(matrix[1]![0]);
    expect(Number.isInteger(matrix[1]![2])).toBe(true);
    expect(matrix[0]![1]).toBe(
      Math.round(haversineMetres(seoulCityHall, busanCityHall) * HAVERSINE_ROAD_DETOUR_FACTOR),
    );
  });
});

describe('TSPLIB EUC_2D distances', () => {
  it('rounds the Euclidean distance to the nearest integer (nint)', () => {
    const matrix = euclideanNintMatrix([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
      { x: 1, y: 1 },
      { x: 0.5, y: 0 },
    ]);
    expect(matrix[0]![1]).toBe(5);
    expect(matrix[0]![2]).toBe(1); // √2 ≈ 1.414
    expect(matrix[0]![3]).toBe(1); // 0.5 rounds up, as (int)(0.5 + 0.5)
    expect(matrix[1]![2]).toBe(4); // √13 ≈ 3.606
  });
});
