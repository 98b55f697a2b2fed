import { z } from 'zod';
import { labeled } from '../common/field-label.js';

// Weather and road traffic through adapters shaped like the Korean public services: 기상청
// 초단기실황 (VilageFcstInfoService_2.0/getUltraSrtNcst, a 5 km grid point) and 국가교통정보센터
// trafficInfo (link speeds in a longitude/latitude box). Unconfigured, the answer says so and
// carries no figures.

/** Cities of the weather screen and their 기상청 grid points (nx, ny). */
export const WEATHER_CITIES = {
  seoul: { name: '서울', nx: 60, ny: 127 },
  incheon: { name: '인천', nx: 55, ny: 124 },
  suwon: { name: '수원', nx: 60, ny: 121 },
  daejeon: { name: '대전', nx: 67, ny: 100 },
  daegu: { name: '대구', nx: 89, ny: 90 },
  gwangju: { name: '광주', nx: 58, ny: 74 },
  busan: { name: '부산', nx: 98, ny: 76 },
} as const;
export type WeatherCity = keyof typeof WEATHER_CITIES;
export const WEATHER_CITY_KEYS = Object.keys(WEATHER_CITIES) as [WeatherCity, ...WeatherCity[]];

/** 초단기실황 categories the screen shows, with their Korean names and units. */
export const WEATHER_CATEGORIES = {
  T1H: { label: '기온', unit: '℃' },
  RN1: { label: '1시간 강수량', unit: 'mm' },
  REH: { label: '습도', unit: '%' },
  WSD: { label: '풍속', unit: 'm/s' },
  VEC: { label: '풍향', unit: 'deg' },
  PTY: { label: '강수 형태', unit: '' },
} as const;

/** PTY codes of 기상청. */
export const PRECIPITATION_LABELS: Record<string, string> = {
  '0': '없음',
  '1': '비',
  '2': '비/눈',
  '3': '눈',
  '5': '빗방울',
  '6': '빗방울눈날림',
  '7': '눈날림',
};

export const weatherQuerySchema = z.object({
  city: labeled(z.enum(WEATHER_CITY_KEYS).default('seoul'), '지역'),
});

const adapterFields = {
  /** The service key is set in the environment. */
  configured: z.boolean(),
  ok: z.boolean(),
  /** Why there are no figures (not configured, the service refused or failed). */
  message: z.string().nullable(),
};

export const weatherResultSchema = z.object({
  ...adapterFields,
  city: z.enum(WEATHER_CITY_KEYS),
  cityName: z.string(),
  /** Observation time, YYYYMMDD HHmm (KST). */
  observedAt: z.string().nullable(),
  items: z.array(z.object({ category: z.string(), label: z.string(), value: z.string(), unit: z.string() })),
});
export type WeatherResult = z.infer<typeof weatherResultSchema>;

/** Areas of the traffic screen: a longitude/latitude box each. */
export const TRAFFIC_AREAS = {
  seoul: { name: '서울', minX: 126.76, maxX: 127.19, minY: 37.42, maxY: 37.71 },
  incheon: { name: '인천', minX: 126.37, maxX: 126.8, minY: 37.35, maxY: 37.6 },
  gyeonggi: { name: '경기 남부', minX: 126.8, maxX: 127.3, minY: 37.15, maxY: 37.42 },
  busan: { name: '부산', minX: 128.9, maxX: 129.2, minY: 35.05, maxY: 35.25 },
} as const;
export type TrafficArea = keyof typeof TRAFFIC_AREAS;
export const TRAFFIC_AREA_KEYS = Object.keys(TRAFFIC_AREAS) as [TrafficArea, ...TrafficArea[]];

export const trafficQuerySchema = z.object({
  area: labeled(z.enum(TRAFFIC_AREA_KEYS).default('seoul'), '지역'),
  road: labeled(z.string().trim().max(50).optional(), '도로명'),
});

export const trafficResultSchema = z.object({
  ...adapterFields,
  area: z.enum(TRAFFIC_AREA_KEYS),
  areaName: z.string(),
  rows: z.array(
    z.object({
      linkId: z.string(),
      roadName: z.string(),
      /** km/h */
      speed: z.number(),
      /** seconds over the link */
      travelTime: z.number().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
});
export type TrafficResult = z.infer<typeof trafficResultSchema>;
