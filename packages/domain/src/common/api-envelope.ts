// Every API response has this shape (DESIGN §4, SPEC §8): `code` is S0000 on success and
// contains the letter E on an error, `message` is Korean text for the user.
export type ApiEnvelope<T> = {
  code: string;
  message: string;
  response: T;
};

export const SUCCESS_CODE = 'S0000';

/** SPEC §8: a response whose code contains the letter E is an error. */
export const isErrorCode = (code: string): boolean => code.includes('E');
