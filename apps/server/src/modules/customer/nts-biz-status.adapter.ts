import type { BizStatus } from '@erp/domain';

// Adapter for the National Tax Service business-status API (국세청 사업자등록 상태조회,
// `POST {base}/status?serviceKey=KEY` with `{ b_no: [...] }`, up to 100 numbers a call).
// The key comes from the environment only (NTS_SERVICE_KEY); without it the check is "not configured".

export type BizStatusLookup =
  | { configured: false }
  | { configured: true; ok: true; results: BizStatus[] }
  | { configured: true; ok: false; error: string };

export type NtsConfig = { baseUrl: string; serviceKey: string | undefined; timeoutMs?: number };

export const NTS_MAX_PER_CALL = 100;

type NtsItem = { b_no?: string; b_stt?: string; b_stt_cd?: string; tax_type?: string; end_dt?: string };

const STATUS_LABELS: Record<string, string> = { '01': '계속사업자', '02': '휴업자', '03': '폐업자' };

export const ntsConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): NtsConfig => ({
  baseUrl: env.NTS_BASE_URL || 'https://api.odcloud.kr/api/nts-businessman/v1',
  serviceKey: env.NTS_SERVICE_KEY || undefined,
});

export const lookupBizStatus = async (
  config: NtsConfig,
  bizNos: readonly string[],
): Promise<BizStatusLookup> => {
  if (!config.serviceKey) return { configured: false };
  if (bizNos.length === 0) return { configured: true, ok: true, results: [] };
  if (bizNos.length > NTS_MAX_PER_CALL) {
    return { configured: true, ok: false, error: `한 번에 ${NTS_MAX_PER_CALL}개까지 조회할 수 있습니다.` };
  }
  const url = `${config.baseUrl.replace(/\/$/, '')}/status?serviceKey=${encodeURIComponent(config.serviceKey)}`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ b_no: bizNos }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 5_000),
    });
    if (!res.ok) return { configured: true, ok: false, error: `국세청 조회 실패 (HTTP ${res.status})` };
    const body = (await res.json()) as { status_code?: string; data?: NtsItem[] };
    if (body.status_code !== 'OK' || !Array.isArray(body.data)) {
      return {
        configured: true,
        ok: false,
        error: `국세청 조회 실패 (${body.status_code ?? '응답 형식 오류'})`,
      };
    }
    return {
      configured: true,
      ok: true,
      results: body.data.map((item) => {
        const statusCode = item.b_stt_cd ?? '';
        return {
          bizNo: (item.b_no ?? '').replace(/\D/g, ''),
          statusCode,
          statusLabel: STATUS_LABELS[statusCode] ?? (item.b_stt || '국세청에 등록되지 않은 사업자등록번호'),
          taxType: item.tax_type ?? '',
          closedOn: item.end_dt ? item.end_dt : null,
          registered: statusCode !== '',
        };
      }),
    };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? '응답 시간 초과' : '연결 실패';
    return { configured: true, ok: false, error: `국세청 조회 실패 (${reason})` };
  }
};
