import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bizNoSchema,
  hmSchema,
  hmsSchema,
  imageFileNameSchema,
  mobilePhoneSchema,
  phoneSchema,
  scannedBarcodeSchema,
  uploadImageNameSchema,
  vehicleNumberSchema,
  vinSchema,
  ymdSchema,
} from './field-schemas.js';

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('phoneSchema', () => {
  it('accepts any spelling and outputs the hyphenated form', () => {
    expect(phoneSchema.parse('01012345678')).toBe('010-1234-5678');
    expect(phoneSchema.parse(' 02 123 4567 ')).toBe('02-123-4567');
    expect(phoneSchema.parse('1588-1234')).toBe('1588-1234');
  });

  it('refuses a malformed number with a Korean message', () => {
    expect(messagesOf(phoneSchema, '010-1234')).toEqual([
      '전화번호 형식이 올바르지 않습니다 (예: 010-1234-5678, 02-123-4567).',
    ]);
    expect(phoneSchema.safeParse('').success).toBe(false);
    expect(phoneSchema.safeParse('공일공-1234-5678').success).toBe(false);
  });

  it('refuses a value that is not text', () => {
    expect(phoneSchema.safeParse(1012345678).success).toBe(false);
  });
});

describe('mobilePhoneSchema', () => {
  it('accepts mobile numbers', () => {
    expect(mobilePhoneSchema.parse('01012345678')).toBe('010-1234-5678');
    expect(mobilePhoneSchema.parse('011-123-4567')).toBe('011-123-4567');
  });

  it('refuses landlines and service numbers', () => {
    expect(messagesOf(mobilePhoneSchema, '02-1234-5678')).toEqual([
      '휴대폰 번호 형식이 올바르지 않습니다 (예: 010-1234-5678).',
    ]);
    expect(mobilePhoneSchema.safeParse('1588-1234').success).toBe(false);
    expect(mobilePhoneSchema.safeParse('010-1234').success).toBe(false);
  });
});

describe('bizNoSchema', () => {
  it('accepts a valid number and outputs 3-2-5', () => {
    expect(bizNoSchema.parse('2208162517')).toBe('220-81-62517');
    expect(bizNoSchema.parse(' 220-81-62517 ')).toBe('220-81-62517');
  });

  it('reports the format when it is not 10 digits, and only that', () => {
    expect(messagesOf(bizNoSchema, '220-81-6251')).toEqual([
      '사업자등록번호 형식이 올바르지 않습니다 (10자리 숫자).',
    ]);
    expect(messagesOf(bizNoSchema, '')).toEqual(['사업자등록번호 형식이 올바르지 않습니다 (10자리 숫자).']);
  });

  it('reports a wrong check digit separately', () => {
    expect(messagesOf(bizNoSchema, '220-81-62518')).toEqual([
      '존재할 수 없는 사업자등록번호입니다 (검증 번호가 맞지 않습니다).',
    ]);
  });
});

describe('vehicleNumberSchema', () => {
  it('accepts a plate and outputs it without spaces', () => {
    expect(vehicleNumberSchema.parse(' 서울 12 가 3456 ')).toBe('서울12가3456');
    expect(vehicleNumberSchema.parse('123가4567')).toBe('123가4567');
  });

  it('refuses a malformed plate with a Korean message', () => {
    expect(messagesOf(vehicleNumberSchema, '12가345')).toEqual([
      '차량번호 형식이 올바르지 않습니다 (예: 12가3456, 123가4567, 서울12가3456).',
    ]);
  });
});

describe('vinSchema', () => {
  it('outputs the VIN in upper case without spaces, whatever its check digit', () => {
    expect(vinSchema.parse(' 1m8gdm9axkp042788 ')).toBe('1M8GDM9AXKP042788');
    expect(vinSchema.parse('KMHD341CBHU123456')).toBe('KMHD341CBHU123456');
  });

  it('refuses the letters I, O, Q and a wrong length', () => {
    expect(messagesOf(vinSchema, '1M8GDM9AXKP04278O')).toEqual([
      '차대번호 형식이 올바르지 않습니다 (I, O, Q를 뺀 영문 대문자·숫자 17자리).',
    ]);
    expect(vinSchema.safeParse('1M8GDM9AXKP04278').success).toBe(false);
  });
});

describe('ymdSchema', () => {
  it('accepts a real 8-digit date unchanged', () => {
    expect(ymdSchema.parse('20261121')).toBe('20261121');
  });

  it('reports the format for anything but 8 digits', () => {
    expect(messagesOf(ymdSchema, '2026-11-21')).toEqual([
      '날짜 형식이 올바르지 않습니다 (YYYYMMDD 8자리 숫자, 예: 20261121).',
    ]);
  });

  it('reports an impossible date as such', () => {
    expect(messagesOf(ymdSchema, '20260230')).toEqual(['존재하지 않는 날짜입니다.']);
  });
});

describe('hmSchema and hmsSchema', () => {
  it('accept valid times', () => {
    expect(hmSchema.parse('2359')).toBe('2359');
    expect(hmsSchema.parse('235959')).toBe('235959');
  });

  it('refuse invalid times with Korean messages', () => {
    expect(messagesOf(hmSchema, '2400')).toEqual(['시각 형식이 올바르지 않습니다 (HHmm 4자리, 0000–2359).']);
    expect(messagesOf(hmsSchema, '2359')).toEqual([
      '시각 형식이 올바르지 않습니다 (HHmmss 6자리, 000000–235959).',
    ]);
  });
});

describe('image file name schemas', () => {
  it('accept the upload types only for uploads', () => {
    expect(uploadImageNameSchema.parse('사진.JPG')).toBe('사진.JPG');
    expect(messagesOf(uploadImageNameSchema, 'a.svg')).toEqual([
      '올릴 수 있는 이미지 파일이 아닙니다 (jpg, jpeg, png, tif, gif).',
    ]);
  });

  it('accept the wider image types where any image is allowed', () => {
    expect(imageFileNameSchema.parse('a.webp')).toBe('a.webp');
    expect(imageFileNameSchema.safeParse('a.pdf').success).toBe(false);
  });
});

describe('scannedBarcodeSchema', () => {
  it('outputs the reduced code', () => {
    expect(scannedBarcodeSchema.parse(' https://erp.example.kr/P/AB 12 ')).toBe('/P/AB12');
    expect(scannedBarcodeSchema.parse(' 8801234567890 ')).toBe('8801234567890');
  });

  it('refuses an empty scan', () => {
    expect(messagesOf(scannedBarcodeSchema, '   ')).toEqual(['바코드가 비어 있습니다.']);
  });
});
