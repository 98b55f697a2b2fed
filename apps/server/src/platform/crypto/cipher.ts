import { createCipheriv, createDecipheriv, randomBytes as nodeRandomBytes } from 'node:crypto';
import { withParticle } from '@erp/domain';

// SPEC §7.10 and DESIGN §5: keys come from the environment, never from code or the web bundle,
// and this module lives in the server only. Two formats:
// - AES-256-CBC `iv:ciphertext` in hex, for data exchanged with systems that use that format.
//   CBC has no integrity check: a changed byte decrypts to changed text without any error.
// - AES-256-GCM for what this product stores encrypted, because GCM refuses tampered data.

/** The variable that holds the key for data stored encrypted (AES-256-GCM). */
export const DATA_ENCRYPTION_KEY_ENV = 'DATA_ENCRYPTION_KEY';

export type StringCipher = {
  encrypt: (plainText: string) => string;
  decrypt: (payload: string) => string;
};

export type SealedCipher = {
  /** `context` (e.g. 'customer.phone') is authenticated, so a value moved to another field fails. */
  encrypt: (plainText: string, context?: string) => string;
  decrypt: (payload: string, context?: string) => string;
};

export type CipherOptions = {
  /** Source of IVs; tests pass a fixed one to compare against a known answer. */
  randomBytes?: (size: number) => Buffer;
};

/** Thrown for a bad key, a malformed payload or data that fails to decrypt; never carries secrets. */
export class CipherError extends Error {
  override readonly name = 'CipherError';
}

const KEY_HEX_PATTERN = /^[0-9a-fA-F]{64}$/;
const HEX_PATTERN = /^(?:[0-9a-f]{2})*$/;

/**
 * A 32-byte key from its 64-character hex form. The message names the variable but never
 * echoes the value, so a misconfigured key does not end up in the logs.
 */
export const parseEncryptionKey = (keyHex: string | undefined, envName = DATA_ENCRYPTION_KEY_ENV): Buffer => {
  if (keyHex === undefined || keyHex.trim() === '') {
    throw new CipherError(`환경 변수 ${withParticle(envName, '이/가')} 설정되지 않았습니다.`);
  }
  if (!KEY_HEX_PATTERN.test(keyHex.trim())) {
    throw new CipherError(`환경 변수 ${withParticle(envName, '은/는')} 64자리 16진수(32바이트)여야 합니다.`);
  }
  return Buffer.from(keyHex.trim(), 'hex');
};

const hexPart = (value: string | undefined, bytes?: number): Buffer | null => {
  if (value === undefined || !HEX_PATTERN.test(value)) return null;
  if (bytes !== undefined && value.length !== bytes * 2) return null;
  return Buffer.from(value, 'hex');
};

const malformed = (): CipherError => new CipherError('암호문 형식이 올바르지 않습니다.');
const undecryptable = (): CipherError =>
  new CipherError('복호화에 실패했습니다. 키 또는 암호문을 확인하세요.');

const CBC_IV_BYTES = 16;
const CBC_BLOCK_BYTES = 16;

/** AES-256-CBC with a random 16-byte IV; output `iv:ciphertext` in lower-case hex (PKCS#7 padding). */
export const createCbcHexCipher = (keyHex: string | undefined, options: CipherOptions = {}): StringCipher => {
  const key = parseEncryptionKey(keyHex, 'CBC 암호화 키');
  const random = options.randomBytes ?? nodeRandomBytes;
  return {
    encrypt: (plainText) => {
      const iv = random(CBC_IV_BYTES);
      const cipher = createCipheriv('aes-256-cbc', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return `${iv.toString('hex')}:${body.toString('hex')}`;
    },
    decrypt: (payload) => {
      const parts = payload.trim().toLowerCase().split(':');
      if (parts.length !== 2) throw malformed();
      const iv = hexPart(parts[0], CBC_IV_BYTES);
      const body = hexPart(parts[1]);
      if (!iv || !body || body.length === 0 || body.length % CBC_BLOCK_BYTES !== 0) throw malformed();
      try {
        const decipher = createDecipheriv('aes-256-cbc', key, iv);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw undecryptable();
      }
    },
  };
};

// `v1` leaves room for another algorithm or key later without guessing at old rows.
const GCM_VERSION = 'v1';
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

/** AES-256-GCM for stored data: `v1:iv:tag:ciphertext` in hex, 12-byte random IV, 16-byte tag. */
export const createDataCipher = (keyHex: string | undefined, options: CipherOptions = {}): SealedCipher => {
  const key = parseEncryptionKey(keyHex, DATA_ENCRYPTION_KEY_ENV);
  const random = options.randomBytes ?? nodeRandomBytes;
  return {
    encrypt: (plainText, context = '') => {
      const iv = random(GCM_IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [GCM_VERSION, iv.toString('hex'), tag.toString('hex'), body.toString('hex')].join(':');
    },
    decrypt: (payload, context = '') => {
      const parts = payload.trim().split(':');
      if (parts.length !== 4 || parts[0] !== GCM_VERSION) throw malformed();
      const iv = hexPart(parts[1], GCM_IV_BYTES);
      // A short tag would weaken the check, so anything but the full 16 bytes is refused.
      const tag = hexPart(parts[2], GCM_TAG_BYTES);
      const body = hexPart(parts[3]);
      if (!iv || !tag || !body) throw malformed();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw undecryptable();
      }
    },
  };
};
