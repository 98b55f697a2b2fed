import { type ApiEnvelope, SUCCESS_CODE } from '@erp/domain';
import { z } from 'zod';

export const ok = <T>(response: T, message = '정상 처리되었습니다.'): ApiEnvelope<T> => ({
  code: SUCCESS_CODE,
  message,
  response,
});

/** Response schema of a successful envelope around `response`, for OpenAPI and serialisation. */
export const envelopeOf = <T extends z.ZodType>(response: T) =>
  z.object({ code: z.string(), message: z.string(), response });
