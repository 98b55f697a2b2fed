import { ERROR_CATALOGUE, type ErrorCode } from '@erp/domain';

/**
 * The one error type services throw. The code picks the HTTP status and default Korean message
 * from the catalogue; a service may give a more precise Korean message (naming the field or the
 * document) and details the web can show.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
