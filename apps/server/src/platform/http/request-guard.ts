import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { RequestValidationError } from '../errors/validation-error.js';
import { inputGuardError } from './input-guard.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_TYPES = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

const FOREIGN_ORIGIN_MESSAGE = '이 시스템의 화면에서 보낸 요청이 아니어서 처리하지 않았습니다.';

// Port 80 and 443 are the defaults a URL leaves out; behind a TLS proxy the scheme the server
// sees may differ from the browser's, so both count as "no port".
const portOf = (url: URL): string =>
  url.port === '' || url.port === '80' || url.port === '443' ? '' : url.port;

/** Whether a browser's Origin header names the address the request itself came to. */
const sameHost = (origin: string, request: FastifyRequest): boolean => {
  try {
    const from = new URL(origin);
    const to = new URL(`http://${request.host}`);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    return from.hostname.toLowerCase() === to.hostname.toLowerCase() && portOf(from) === portOf(to);
  } catch {
    return false;
  }
};

/**
 * Whether a request comes from the app's own pages. Browsers send Origin on every cross-origin
 * request and on same-origin POSTs, and Sec-Fetch-Site on every request; a request with neither
 * is not a browser's (a script, a test client), which a cross-site attack cannot make.
 */
export const isOwnOrigin = (request: FastifyRequest): boolean => {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return sameHost(origin, request);
};

const hasBody = (request: FastifyRequest): boolean => {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
};

/**
 * Cross-site request refusal (SameSite=Lax alone lets a foreign page's form POST through in some
 * browsers): every state-changing /api request and every WebSocket upgrade must come from the
 * app's own origin, and a request body must be JSON (or a file upload), which no plain HTML form
 * can send without the browser asking the server first. Then: control characters in a request
 * part that has no schema are refused like those in one that has.
 */
export const installRequestGuard = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const upgrade = String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
    if (!STATE_CHANGING.has(request.method) && !upgrade) return;
    if (!isOwnOrigin(request)) throw new AppError('E0403', FOREIGN_ORIGIN_MESSAGE);
    if (upgrade || !hasBody(request)) return;
    const type = request.headers['content-type'] ?? '';
    if (!BODY_TYPES.test(type)) throw new AppError('E0415');
  });

  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const schema = request.routeOptions.schema as Partial<Record<string, z.ZodType>> | undefined;
    const parts: [string, unknown][] = [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ];
    for (const [part, value] of parts) {
      if (schema?.[part] || value === undefined || value === null) continue;
      const error = inputGuardError(undefined, value);
      if (error) throw new RequestValidationError(error, undefined, part);
    }
  });
};
