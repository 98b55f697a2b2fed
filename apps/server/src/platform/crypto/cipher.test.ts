import { describe, expect, it } from 'vitest';
import { CipherError, createCbcHexCipher, createDataCipher, parseEncryptionKey } from './cipher.js';

const KEY = '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4';
const OTHER_KEY = 'ff'.repeat(32);
const FIXED_IV = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const SAMPLES = ['', 'a', '거래처 연락처 010-1234-5678', '😀 emoji', 'x'.repeat(100_000), 'exactly 16 bytes'];

/** Flips one bit of the byte at `byteIndex` in the hex field `field` of a colon-separated payload. */
const flipBit = (payload: string, field: number, byteIndex: number, mask = 0x01): string => {
  const parts = payload.split(':');
  const bytes = Buffer.from(parts[field] ?? '', 'hex');
  bytes[byteIndex] = (bytes[byteIndex] ?? 0) ^ mask;
  parts[field] = bytes.toString('hex');
  return parts.join(':');
};

const decryptOrUndefined = (decrypt: () => string): string | undefined => {
  try {
    return decrypt();
  } catch {
    return undefined;
  }
};

describe('parseEncryptionKey', () => {
  it('reads 64 hex characters as 32 bytes, either letter case', () => {
    expect(parseEncryptionKey(KEY)).toHaveLength(32);
    expect(parseEncryptionKey(KEY.toUpperCase()).equals(parseEncryptionKey(KEY))).toBe(true);
  });

  it('names the variable when the key is missing', () => {
    expect(() => parseEncryptionKey(undefined)).toThrow(
      '환경 변수 DATA_ENCRYPTION_KEY가 설정되지 않았습니다.',
    );
    expect(() => parseEncryptionKey('  ', 'EXCHANGE_KEY')).toThrow('EXCHANGE_KEY');
  });

  it.each([
    ['63 characters', KEY.slice(1)],
    ['65 characters', `${KEY}0`],
    ['non-hex characters', `${KEY.slice(0, 62)}zz`],
    ['base64', Buffer.from(KEY, 'hex').toString('base64')],
  ])('refuses a key of %s without echoing it', (_case, value) => {
    let message = '';
    try {
      parseEncryptionKey(value);
    } catch (error) {
      expect(error).toBeInstanceOf(CipherError);
      message = (error as Error).message;
    }
    expect(message).toContain('64자리 16진수');
    expect(message).not.toContain(value);
  });
});

describe('AES-256-CBC iv:ciphertext', () => {
  const cipher = createCbcHexCipher(KEY);

  it.each(SAMPLES.map((sample) => [sample.slice(0, 20), sample]))('round-trips %j', (_label, sample) => {
    expect(cipher.decrypt(cipher.encrypt(sample))).toBe(sample);
  });

  it('writes a 16-byte IV and whole cipher blocks in lower-case hex', () => {
    const payload = cipher.encrypt('거래처');
    expect(payload).toMatch(/^[0-9a-f]{32}:(?:[0-9a-f]{32})+$/);
  });

  it('uses a fresh random IV every time', () => {
    const first = cipher.encrypt('same text');
    const second = cipher.encrypt('same text');
    expect(first.split(':')[0]).not.toBe(second.split(':')[0]);
    expect(first).not.toBe(second);
  });

  it('matches the output of `openssl enc -aes-256-cbc` for a fixed IV', () => {
    // printf '%s' '거래처 연락처 010-1234-5678' | openssl enc -aes-256-cbc -K <KEY> -iv 000102…0e0f | xxd -p
    const expected =
      '000102030405060708090a0b0c0d0e0f:ba0428b966def75d4ea4c1f5e61a47c3a527dcac1324a40a34be7a7cd25e33a6319e9d59b117bed5c156f2e72e73c6c3';
    const fixed = createCbcHexCipher(KEY, { randomBytes: () => Buffer.from(FIXED_IV) });
    expect(fixed.encrypt('거래처 연락처 010-1234-5678')).toBe(expected);
    expect(cipher.decrypt(expected)).toBe('거래처 연락처 010-1234-5678');
    expect(cipher.decrypt(expected.toUpperCase())).toBe('거래처 연락처 010-1234-5678');
  });

  it('cannot detect tampering: a flipped IV bit silently changes the text', () => {
    // This is why stored data uses GCM: '1' (0x31) XOR 0x08 = '9' (0x39) in the 8th byte.
    const payload = cipher.encrypt('amount=1000');
    expect(cipher.decrypt(flipBit(payload, 0, 7, 0x08))).toBe('amount=9000');
  });

  it('never returns the text under the wrong key', () => {
    const payload = cipher.encrypt('secret');
    const other = createCbcHexCipher(OTHER_KEY);
    expect(decryptOrUndefined(() => other.decrypt(payload))).not.toBe('secret');
  });

  it.each([
    ['empty', ''],
    ['no separator', '000102030405060708090a0b0c0d0e0f'],
    ['three parts', `${'00'.repeat(16)}:${'00'.repeat(16)}:${'00'.repeat(16)}`],
    ['a short IV', `${'00'.repeat(15)}:${'00'.repeat(16)}`],
    ['non-hex text', `${'00'.repeat(16)}:${'zz'.repeat(16)}`],
    ['an odd hex length', `${'00'.repeat(16)}:${'0'.repeat(33)}`],
    ['a partial block', `${'00'.repeat(16)}:${'00'.repeat(15)}`],
    ['no ciphertext', `${'00'.repeat(16)}:`],
    ['Hangul', '암호문:암호문'],
  ])('refuses a payload with %s', (_case, payload) => {
    expect(() => cipher.decrypt(payload)).toThrow(CipherError);
  });

  it('refuses to start without a valid key', () => {
    expect(() => createCbcHexCipher(undefined)).toThrow(CipherError);
    expect(() => createCbcHexCipher('abc')).toThrow(CipherError);
  });
});

describe('AES-256-GCM for stored data', () => {
  const cipher = createDataCipher(KEY);

  it.each(SAMPLES.map((sample) => [sample.slice(0, 20), sample]))('round-trips %j', (_label, sample) => {
    expect(cipher.decrypt(cipher.encrypt(sample))).toBe(sample);
  });

  it('writes v1:iv:tag:ciphertext with a 12-byte IV and a 16-byte tag', () => {
    const payload = cipher.encrypt('abc');
    expect(payload).toMatch(/^v1:[0-9a-f]{24}:[0-9a-f]{32}:[0-9a-f]{6}$/);
  });

  it('uses a fresh random IV every time', () => {
    const ivs = new Set(Array.from({ length: 50 }, () => cipher.encrypt('same').split(':')[1]));
    expect(ivs.size).toBe(50);
  });

  it('round-trips with a context and refuses another context', () => {
    const payload = cipher.encrypt('010-1234-5678', 'customer.phone');
    expect(cipher.decrypt(payload, 'customer.phone')).toBe('010-1234-5678');
    expect(() => cipher.decrypt(payload, 'driver.phone')).toThrow(CipherError);
    expect(() => cipher.decrypt(payload)).toThrow(CipherError);
  });

  it.each([
    ['the IV', 1],
    ['the tag', 2],
    ['the ciphertext', 3],
  ])('refuses data whose %s was changed by one bit', (_case, field) => {
    const payload = cipher.encrypt('amount=1000');
    expect(() => cipher.decrypt(flipBit(payload, field, 0))).toThrow('복호화에 실패했습니다');
  });

  it('refuses a truncated ciphertext', () => {
    const payload = cipher.encrypt('amount=1000');
    expect(() => cipher.decrypt(payload.slice(0, -2))).toThrow(CipherError);
  });

  it('refuses a shortened tag', () => {
    const [version, iv, tag, body] = cipher.encrypt('amount=1000').split(':');
    expect(() => cipher.decrypt([version, iv, tag?.slice(0, 24), body].join(':'))).toThrow(CipherError);
  });

  it('refuses data encrypted under another key', () => {
    const payload = createDataCipher(OTHER_KEY).encrypt('secret');
    expect(() => cipher.decrypt(payload)).toThrow(CipherError);
  });

  it('refuses an unknown version or a CBC payload', () => {
    const payload = cipher.encrypt('secret');
    expect(() => cipher.decrypt(payload.replace(/^v1:/, 'v2:'))).toThrow('암호문 형식이 올바르지 않습니다.');
    expect(() => cipher.decrypt(createCbcHexCipher(KEY).encrypt('secret'))).toThrow(CipherError);
    expect(() => cipher.decrypt('')).toThrow(CipherError);
  });
});
