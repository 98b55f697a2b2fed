// The one catalogue of error codes (DESIGN §4). Each code carries its HTTP status and the Korean
// message shown in the web's error dialog. Codes contain the letter E (SPEC §8).
export const ERROR_CATALOGUE = {
  E0400: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  E0401: { status: 401, message: '로그인이 필요합니다.' },
  E0403: { status: 403, message: '이 기능을 사용할 권한이 없습니다.' },
  E0404: { status: 404, message: '요청한 주소를 찾을 수 없습니다.' },
  E0405: { status: 405, message: '허용되지 않는 요청 방식입니다.' },
  E0409: { status: 409, message: '다른 사용자가 먼저 변경했습니다. 새로고침 후 다시 시도하세요.' },
  E0413: { status: 413, message: '요청이 너무 큽니다.' },
  E0415: { status: 415, message: '요청 본문은 JSON(application/json) 형식으로 보내야 합니다.' },
  E0422: { status: 422, message: '입력값을 확인하세요.' },
  E0429: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.' },
  E0500: { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도하세요.' },
  E0503: { status: 503, message: '데이터베이스에 연결할 수 없습니다.' },
  // Login and accounts
  E1001: { status: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
  E1002: { status: 403, message: '이 로그인 화면에서 사용할 수 없는 계정입니다.' },
  E1003: { status: 423, message: '로그인 실패가 반복되어 계정이 잠겼습니다. 잠시 후 다시 시도하세요.' },
  E1004: { status: 403, message: '사용이 중지된 계정입니다. 관리자에게 문의하세요.' },
  E1005: { status: 429, message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도하세요.' },
  E1006: { status: 401, message: '세션이 만료되었습니다. 다시 로그인하세요.' },
  E1007: { status: 409, message: '이미 사용 중인 아이디입니다.' },
  E1008: { status: 404, message: '계정을 찾을 수 없습니다.' },
  E1009: { status: 422, message: '비밀번호는 8자 이상이어야 합니다.' },
  E1010: { status: 403, message: '허용되지 않은 주소에서는 로그인할 수 없습니다. 관리자에게 문의하세요.' },
  // Generic data
  E2001: { status: 404, message: '데이터를 찾을 수 없습니다.' },
  E2002: { status: 409, message: '이미 등록된 데이터입니다.' },
  E2003: { status: 422, message: '처리할 수 없는 상태입니다.' },
  // Route optimisation
  E3001: { status: 422, message: '경유지 수가 이 경로 최적화의 한도를 넘습니다.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
