import { hash, type Options, verify } from '@node-rs/argon2';

// OWASP ASVS 5.0 minimum for argon2id: 19 MiB memory, 2 iterations, parallelism 1.
// `algorithm: 2` is Argon2id (the library's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// Verifying against this when the login id does not exist takes as long as a real check, so the
// response time does not tell an attacker which ids exist.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-000');
  await verifyPassword(await dummyHash, password);
};
