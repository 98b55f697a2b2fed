import {
  PRECIPITATION_LABELS,
  TRAFFIC_AREAS,
  type TrafficArea,
  type TrafficResult,
  toKoreanParts,
  WEATHER_CATEGORIES,
  WEATHER_CITIES,
  type WeatherCity,
  type WeatherResult,
} from '@erp/domain';

// Adapters for two Korean public services, keys from the environment only:
// - 기상청 초단기실황 (data.go.kr, WEATHER_SERVICE_KEY): `GET {base}/getUltraSrtNcst?serviceKey=…
//   &dataType=JSON&base_date=YYYYMMDD&base_time=HH00&nx=&ny=&numOfRows=10&pageNo=1` →
//   { response: { header: { resultCode: '00', resultMsg }, body: { items: { item: [{ category,
//   obsrValue, baseDate, baseTime }] } } } }
// - 국가교통정보센터 trafficInfo (its.go.kr, ITS_API_KEY): `GET {base}/trafficInfo?apiKey=…&type=all
//   &minX=&maxX=&minY=&maxY=&getType=json` → { header: { resultCode: 0, resultMsg },
//   body: { items: [{ linkId, roadName, speed, travelTime, createdDate }] } }
// Unconfigured, each says so in Korean and answers no figures; a failing service says why.

export type PublicDataConfig = {
  weatherKey: string | undefined;
  weatherBaseUrl: string;
  itsKey: string | undefined;
  itsBaseUrl: string;
  timeoutMs?: number;
};

export const publicDataConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): PublicDataConfig => ({
  weatherKey: env.WEATHER_SERVICE_KEY || undefined,
  weatherBaseUrl: env.WEATHER_BASE_URL || 'https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0',
  itsKey: env.ITS_API_KEY || undefined,
  itsBaseUrl: env.ITS_BASE_URL || 'https://openapi.its.go.kr:9443',
});

export const WEATHER_NOT_CONFIGURED =
  '기상청 날씨 서비스가 설정되지 않았습니다 (WEATHER_SERVICE_KEY). 날씨를 보여 줄 수 없습니다.';
export const TRAFFIC_NOT_CONFIGURED =
  '국가교통정보센터 서비스가 설정되지 않았습니다 (ITS_API_KEY). 도로 소통 정보를 보여 줄 수 없습니다.';

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest 초단기실황 base: published at HH:40 for HH:00, so before :40 the hour before. */
export const weatherBase = (now: Date): { date: string; time: string } => {
  const at = toKoreanParts(new Date(now.getTime() - 40 * 60 * 1000));
  return { date: `${at.year}${pad(at.month)}${pad(at.day)}`, time: `${pad(at.hour)}00` };
};

const getJson = async (
  url: string,
  timeoutMs: number,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> => {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return { ok: false, message: `HTTP ${res.status}` };
    return { ok: true, body: await res.json() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      message: timedOut ? `응답 시간 초과 (${timeoutMs}ms)` : '연결 실패 또는 응답 형식 오류',
    };
  }
};

type WeatherBody = {
  response?: {
    header?: { resultCode?: string; resultMsg?: string };
    body?: {
      items?: {
        item?: { category?: string; obsrValue?: string | number; baseDate?: string; baseTime?: string }[];
      };
    };
  };
};

export const currentWeather = async (
  config: PublicDataConfig,
  city: WeatherCity,
  now = new Date(),
): Promise<WeatherResult> => {
  const place = WEATHER_CITIES[city];
  const base = { city, cityName: place.name, observedAt: null, items: [] };
  if (!config.weatherKey) return { ...base, configured: false, ok: false, message: WEATHER_NOT_CONFIGURED };
  const { date, time } = weatherBase(now);
  const query = new URLSearchParams({
    serviceKey: config.weatherKey,
    dataType: 'JSON',
    numOfRows: '10',
    pageNo: '1',
    base_date: date,
    base_time: time,
    nx: String(place.nx),
    ny: String(place.ny),
  });
  const got = await getJson(
    `${config.weatherBaseUrl.replace(/\/$/, '')}/getUltraSrtNcst?${query}`,
    config.timeoutMs ?? 5_000,
  );
  if (!got.ok) return { ...base, configured: true, ok: false, message: `날씨 조회 실패: ${got.message}` };
  const response = (got.body as WeatherBody).response;
  if (response?.header?.resultCode !== '00')
    return {
      ...base,
      configured: true,
      ok: false,
      message: `날씨 조회 실패: ${response?.header?.resultMsg ?? '응답 형식 오류'}`,
    };
  const items = (response.body?.items?.item ?? []).flatMap((i) => {
    const known = i.category ? WEATHER_CATEGORIES[i.category as keyof typeof WEATHER_CATEGORIES] : undefined;
    if (!known || i.obsrValue === undefined) return [];
    const raw = String(i.obsrValue);
    return [
      {
        category: i.category!,
        label: known.label,
        value: i.category === 'PTY' ? (PRECIPITATION_LABELS[raw] ?? raw) : raw,
        unit: known.unit,
      },
    ];
  });
  return { ...base, configured: true, ok: true, message: null, observedAt: `${date} ${time}`, items };
};

type TrafficBody = {
  header?: { resultCode?: number | string; resultMsg?: string };
  body?: {
    items?: {
      linkId?: string;
      roadName?: string;
      speed?: string | number;
      travelTime?: string | number;
      createdDate?: string;
    }[];
  };
};

export const roadTraffic = async (
  config: PublicDataConfig,
  area: TrafficArea,
  road?: string,
): Promise<TrafficResult> => {
  const box = TRAFFIC_AREAS[area];
  const base = { area, areaName: box.name, rows: [] };
  if (!config.itsKey) return { ...base, configured: false, ok: false, message: TRAFFIC_NOT_CONFIGURED };
  const query = new URLSearchParams({
    apiKey: config.itsKey,
    type: 'all',
    minX: String(box.minX),
    maxX: String(box.maxX),
    minY: String(box.minY),
    maxY: String(box.maxY),
    getType: 'json',
  });
  const got = await getJson(
    `${config.itsBaseUrl.replace(/\/$/, '')}/trafficInfo?${query}`,
    config.timeoutMs ?? 5_000,
  );
  if (!got.ok)
    return { ...base, configured: true, ok: false, message: `도로 소통 조회 실패: ${got.message}` };
  const body = got.body as TrafficBody;
  if (String(body.header?.resultCode) !== '0')
    return {
      ...base,
      configured: true,
      ok: false,
      message: `도로 소통 조회 실패: ${body.header?.resultMsg ?? '응답 형식 오류'}`,
    };
  const rows = (body.body?.items ?? [])
    .filter((i) => i.linkId && i.roadName && !Number.isNaN(Number(i.speed)))
    .filter((i) => !road || i.roadName!.includes(road))
    .slice(0, 1_000)
    .map((i) => ({
      linkId: String(i.linkId),
      roadName: String(i.roadName),
      speed: Number(i.speed),
      travelTime:
        i.travelTime === undefined || Number.isNaN(Number(i.travelTime)) ? null : Number(i.travelTime),
      createdAt: i.createdDate ?? null,
    }));
  return { ...base, configured: true, ok: true, message: null, rows };
};
