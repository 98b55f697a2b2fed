import { ERROR_CATALOGUE, type ErrorCode } from '@erp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaff } from '../access/access.js';
import { errorForLog } from '../logging/log-safety.js';
import { isAppError } from './app-error.js';
import { RequestValidationError } from './validation-error.js';

const send = (reply: FastifyReply, code: ErrorCode, message: string, response: unknown = null) =>
  reply.status(ERROR_CATALOGUE[code].status).send({ code, message, response });

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'E0400',
  401: 'E0401',
  403: 'E0403',
  404: 'E0404',
  405: 'E0405',
  413: 'E0413',
  415: 'E0415',
  429: 'E0429',
};

/** Every error leaves as the envelope with a Korean message; no stack trace leaves the server. */
export const installErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) {
      // A portal user (customer, partner, …) asking for a row it may not read gets the answer a
      // missing row gets, word for word: the message must not confirm that the order or customer
      // it named exists. Staff, who may read every row, keep the message naming it.
      if (error.status === 404 && request.user && !isStaff(request.user)) {
        return send(reply, error.code, ERROR_CATALOGUE[error.code].message);
      }
      return send(reply, error.code, error.message, error.details ?? null);
    }
    if (error instanceof RequestValidationError) {
      return send(reply, 'E0422', error.message, { fields: error.fields });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status < 500) {
      // A JSON body that does not parse, a wrong content type, a body too large…
      const code = STATUS_CODES[status] ?? 'E0400';
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? '요청 본문이 올바른 JSON이 아닙니다.'
          : ERROR_CATALOGUE[code].message;
      return send(reply, code, message);
    }
    // errorForLog, not the error itself: a failed query's message carries every parameter value.
    request.log.error({ err: errorForLog(error) }, 'unhandled error');
    return send(reply, 'E0500', ERROR_CATALOGUE.E0500.message);
  });
};

const TOO_LONG_MESSAGE = '입력한 값이 너무 깁니다. 값을 확인하고 다시 입력하거나 스캔하세요.';
const BAD_URL_MESSAGE = '주소가 올바르지 않습니다. 주소의 % 뒤에는 두 자리 16진수가 와야 합니다.';

/**
 * Errors the router raises before any route runs (a malformed %-escape in the path, a path
 * parameter over the length limit): Fastify would answer with its own English JSON. API paths
 * get the envelope; a screen address gets a short Korean page with the way back home.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  // A path parameter over the length limit is nearly always a value typed or scanned into a box
  // (a barcode, a code): say that, not the URL's length, which the user never sees.
  const message = error.code === 'FST_ERR_BAD_URL' ? BAD_URL_MESSAGE : TOO_LONG_MESSAGE;
  reply.header('x-content-type-options', 'nosniff');
  if (request.url.startsWith('/api/')) {
    void send(reply, 'E0400', message);
    return;
  }
  void reply
    .status(400)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(
      `<!doctype html><html lang="ko"><meta charset="utf-8"><title>주소 오류</title>` +
        `<body style="font-family:sans-serif;margin:3rem"><h1>주소가 올바르지 않습니다</h1>` +
        `<p>${message}</p><p><a href="/">처음 화면으로</a></p></body></html>`,
    );
};
