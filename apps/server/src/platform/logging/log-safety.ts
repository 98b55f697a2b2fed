import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

// What reaches the log: never a query's parameter values (a failing insert of an account carries
// its password hash), never a query string (search words, tokens in links), never a secret field.

/** Field names whose values never reach a log, wherever they sit in a logged object. */
export const REDACTED_KEYS: readonly string[] = [
  'password',
  'passwordHash',
  'password_hash',
  'hash',
  'token',
  'sessionToken',
  'key',
  'apiKey',
  'serviceKey',
  'secret',
  'cookie',
  'authorization',
  'card',
  'cardNo',
  'cardNumber',
  'params',
];

const REDACT_PATHS: string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

// "insert into "accounts" (…) values ($1, …)" → "insert accounts": the statement's kind and
// table name say where it failed; nothing of the values.
const STATEMENT = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert\s+into|update|delete\s+from)\s+("?[\w.]+"?)/i;
const FROM = /\bfrom\s+("?[\w.]+"?)/i;

export const statementName = (query: string): string => {
  const match = STATEMENT.exec(query);
  if (!match) return (query.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const verb = (match[1] ?? '').split(/\s+/)[0]?.toLowerCase() ?? '';
  const table = verb === 'select' ? (FROM.exec(query)?.[1] ?? '') : (match[2] ?? '');
  return `${verb} ${table.replaceAll('"', '')}`.trim();
};

type DbCause = { code?: unknown; constraint?: unknown; routine?: unknown };

/**
 * An error as it may be logged. A failed query (Drizzle wraps the driver's error and puts the SQL
 * and every parameter in its message) becomes its statement's name, the database's error code
 * and constraint; the driver's message is dropped too, since PostgreSQL quotes the offending
 * value in some ("invalid input syntax for type integer: …", the detail of a unique violation).
 */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const errorForLog = (error: unknown): LoggedError => {
  if (!(error instanceof Error)) {
    // Already made safe (the logger's serializer meets what errorForLog returned).
    const done = error as Partial<LoggedError> | null;
    if (done && typeof done === 'object' && typeof done.type === 'string') return done as LoggedError;
    return { type: typeof error, message: '', stack: '' };
  }
  const query = (error as { query?: unknown }).query;
  const cause = (error as { cause?: unknown }).cause as DbCause | undefined;
  const dbCode = cause && typeof cause === 'object' ? cause.code : (error as DbCause).code;
  const looksLikeDb =
    typeof query === 'string' || (typeof dbCode === 'string' && /^[0-9A-Z]{5}$/.test(dbCode));
  if (looksLikeDb) {
    const statement = typeof query === 'string' ? statementName(query) : undefined;
    // The stack's first line repeats the message, so it goes too.
    return {
      type: error.name,
      message: `query failed${statement ? `: ${statement}` : ''}${typeof dbCode === 'string' ? ` (${dbCode})` : ''}`,
      stack: '',
      statement,
      dbCode: typeof dbCode === 'string' ? dbCode : undefined,
      constraint: typeof cause?.constraint === 'string' ? cause.constraint : undefined,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? '' };
};

/** The Fastify logger settings: redaction, and a request line without its query string. */
export const loggerOptions = (level: string, stream?: Writable): FastifyServerOptions['logger'] => ({
  level,
  ...(stream ? { stream } : {}),
  redact: { paths: REDACT_PATHS, censor: '[숨김]' },
  serializers: {
    req: (request: { method?: string; url?: string; ip?: string; id?: string }) => ({
      method: request.method,
      url: (request.url ?? '').split('?')[0],
      ip: request.ip,
      id: request.id,
    }),
    err: errorForLog,
  },
});
