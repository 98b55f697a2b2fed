import { type VehicleAttribute, vehicleAttributeLabel } from '@erp/domain';

// Adapter for a VIN-decoding service in the shape of NHTSA vPIC's DecodeVinValues
// (`GET {base}/vehicles/DecodeVinValues/{vin}?format=json` → { Results: [{ Make, Model, ... }] }).
// The base address comes from the environment (VIN_DECODER_BASE_URL); without it only the local
// decodeVin reading is available and the screen says so. Labels are shown in Korean through the
// vehicle-attribute translation table.

export type VinDecoderConfig = { baseUrl: string | undefined; timeoutMs?: number };

export type RemoteVinDecode = {
  configured: boolean;
  ok: boolean;
  message: string | null;
  maker: string | null;
  model: string | null;
  modelYear: number | null;
  engine: string | null;
  attributes: VehicleAttribute[];
};

export const NOT_CONFIGURED_MESSAGE =
  '차대번호 조회 서비스가 설정되지 않았습니다 (VIN_DECODER_BASE_URL). 차대번호 자체에서 읽은 정보만 보여 줍니다.';

export const vinDecoderConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): VinDecoderConfig => ({
  baseUrl: env.VIN_DECODER_BASE_URL || undefined,
});

const EMPTY = new Set(['', 'Not Applicable', 'null']);

const failure = (message: string): RemoteVinDecode => ({
  configured: true,
  ok: false,
  message,
  maker: null,
  model: null,
  modelYear: null,
  engine: null,
  attributes: [],
});

/** The decoder's values as labelled attributes, empty and "Not Applicable" ones left out. */
export const toVehicleAttributes = (values: Record<string, unknown>): VehicleAttribute[] =>
  Object.entries(values)
    .filter(([, v]) => v !== null && v !== undefined && !EMPTY.has(String(v).trim()))
    .map(([name, v]) => ({ name, label: vehicleAttributeLabel(name) ?? name, value: String(v).trim() }));

const text = (values: Record<string, unknown>, key: string): string | null => {
  const v = values[key];
  return v === null || v === undefined || EMPTY.has(String(v).trim()) ? null : String(v).trim();
};

/** '2.0L 4기통 Gasoline' from the engine fields the decoder filled. */
export const engineSummary = (values: Record<string, unknown>): string | null => {
  const litres = Number(text(values, 'DisplacementL'));
  const cylinders = text(values, 'EngineCylinders');
  const parts = [
    text(values, 'EngineModel'),
    Number.isFinite(litres) && litres > 0 ? `${litres.toFixed(1)}L` : null,
    cylinders ? `${cylinders}기통` : null,
    text(values, 'FuelTypePrimary'),
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : null;
};

export const decodeVinRemote = async (config: VinDecoderConfig, vin: string): Promise<RemoteVinDecode> => {
  if (!config.baseUrl) {
    return {
      configured: false,
      ok: false,
      message: NOT_CONFIGURED_MESSAGE,
      maker: null,
      model: null,
      modelYear: null,
      engine: null,
      attributes: [],
    };
  }
  const url = `${config.baseUrl.replace(/\/$/, '')}/vehicles/DecodeVinValues/${encodeURIComponent(vin)}?format=json`;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs ?? 5_000),
    });
    if (!res.ok) return failure(`차대번호 조회 실패 (HTTP ${res.status})`);
    const body = (await res.json()) as { Results?: Record<string, unknown>[] };
    const values = Array.isArray(body.Results) ? body.Results[0] : undefined;
    if (!values || typeof values !== 'object') return failure('차대번호 조회 실패 (응답 형식 오류)');
    const errorCode = text(values, 'ErrorCode');
    const year = Number(text(values, 'ModelYear'));
    return {
      configured: true,
      ok: true,
      // vPIC answers ErrorCode "0" for a clean decode; anything else is a note on a partial one.
      message:
        errorCode && errorCode !== '0' ? (text(values, 'ErrorText') ?? `오류 코드 ${errorCode}`) : null,
      maker: text(values, 'Make'),
      model: text(values, 'Model'),
      modelYear: Number.isInteger(year) && year > 1900 ? year : null,
      engine: engineSummary(values),
      attributes: toVehicleAttributes(values),
    };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? '응답 시간 초과' : '연결 실패';
    return failure(`차대번호 조회 실패 (${reason})`);
  }
};
