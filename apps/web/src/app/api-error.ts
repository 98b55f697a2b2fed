/** A field message of an E0422 validation error (the server names the field in Korean). */
export type ApiFieldError = { field: string; label: string; message: string };

/** An answer of the server whose code contains E (SPEC §8). */
export class ApiError extends Error {
  readonly code: string;
  readonly url: string;
  readonly status: number;
  readonly fields: readonly ApiFieldError[];

  constructor(init: {
    code: string;
    message: string;
    url: string;
    status: number;
    fields?: readonly ApiFieldError[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.url = init.url;
    this.status = init.status;
    this.fields = init.fields ?? [];
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The server could not be reached, or answered something that is not the API envelope. */
export class NetworkError extends Error {
  readonly url: string;
  readonly status: number | null;

  constructor(url: string, status: number | null) {
    super(
      status === null
        ? '서버에 연결할 수 없습니다. 네트워크 상태를 확인하세요.'
        : `서버가 올바르지 않은 응답을 보냈습니다 (HTTP ${status}).`,
    );
    this.name = 'NetworkError';
    this.url = url;
    this.status = status;
  }
}

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : '알 수 없는 오류가 발생했습니다.';
