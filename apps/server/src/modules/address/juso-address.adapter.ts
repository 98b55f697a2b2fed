import type { AddressHit, AddressSearchResult } from '@erp/domain';

// Adapter for the Korean road-name address search (행정안전부 도로명주소 검색 API, juso.go.kr:
// `GET {base}/addrLinkApi.do?confmKey=KEY&keyword=…&currentPage=1&countPerPage=10&resultType=json`
// → { results: { common: { errorCode, errorMessage, totalCount }, juso: [{ zipNo, roadAddr, … }] } }).
// The key comes from the environment only (JUSO_API_KEY); without it the search is "not
// configured" and the clerk types the postcode and address by hand.

export type JusoConfig = { baseUrl: string; apiKey: string | undefined; timeoutMs?: number };

export const JUSO_PAGE_SIZE = 10;

export const ADDRESS_NOT_CONFIGURED_MESSAGE =
  '주소 검색 서비스가 설정되지 않았습니다 (JUSO_API_KEY). 우편번호와 주소를 직접 입력하세요.';

export const jusoConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): JusoConfig => ({
  baseUrl: env.JUSO_BASE_URL || 'https://business.juso.go.kr/addrlink',
  apiKey: env.JUSO_API_KEY || undefined,
});

type JusoItem = { zipNo?: string; roadAddr?: string; jibunAddr?: string; bdNm?: string };
type JusoBody = {
  results?: {
    common?: { errorCode?: string; errorMessage?: string; totalCount?: string };
    juso?: JusoItem[] | null;
  };
};

const failure = (message: string): AddressSearchResult => ({
  configured: true,
  ok: false,
  message,
  total: 0,
  hits: [],
});

const orNull = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

export const toAddressHit = (item: JusoItem): AddressHit | null =>
  item.zipNo && item.roadAddr
    ? {
        postcode: item.zipNo.trim(),
        roadAddress: item.roadAddr.trim(),
        jibunAddress: orNull(item.jibunAddr),
        buildingName: orNull(item.bdNm),
      }
    : null;

export const searchAddress = async (
  config: JusoConfig,
  keyword: string,
  page: number,
): Promise<AddressSearchResult> => {
  if (!config.apiKey)
    return { configured: false, ok: false, message: ADDRESS_NOT_CONFIGURED_MESSAGE, total: 0, hits: [] };
  const query = new URLSearchParams({
    confmKey: config.apiKey,
    keyword,
    currentPage: String(page),
    countPerPage: String(JUSO_PAGE_SIZE),
    resultType: 'json',
  });
  const url = `${config.baseUrl.replace(/\/$/, '')}/addrLinkApi.do?${query.toString()}`;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs ?? 5_000),
    });
    if (!res.ok) return failure(`주소 검색 실패 (HTTP ${res.status})`);
    const body = (await res.json()) as JusoBody;
    const common = body.results?.common;
    if (!common) return failure('주소 검색 실패 (응답 형식 오류)');
    // errorCode "0" is success; the service words its other answers in Korean (검색어 오류 …).
    if (common.errorCode !== '0')
      return failure(`주소 검색 실패: ${common.errorMessage ?? `오류 코드 ${common.errorCode}`}`);
    const hits = (body.results?.juso ?? []).map(toAddressHit).filter((h): h is AddressHit => h !== null);
    const total = Number(common.totalCount ?? hits.length);
    return {
      configured: true,
      ok: true,
      message: null,
      total: Number.isFinite(total) ? total : hits.length,
      hits,
    };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? '응답 시간 초과' : '연결 실패';
    return failure(`주소 검색 실패 (${reason})`);
  }
};
