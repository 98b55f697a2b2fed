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

const PHONE = '전화번호 형식이 올바르지 않습니다 (예: 010-1234-5678, 02-123-4567).';
const BIZ_NO_FORMAT = '사업자등록번호 형식이 올바르지 않습니다 (10자리 숫자).';

// Each schema accepts every spelling it knows and outputs the one stored form.
describe('field schemas accept and normalise', () => {
  it.each([
    ['phoneSchema', phoneSchema, '01012345678', '010-1234-5678'],
    ['phoneSchema', phoneSchema, ' 02 123 4567 ', '02-123-4567'],
    ['phoneSchema', phoneSchema, '1588-1234', '1588-1234'],
    ['mobilePhoneSchema', mobilePhoneSchema, '01012345678', '010-1234-5678'],
    ['mobilePhoneSchema', mobilePhoneSchema, '011-123-4567', '011-123-4567'],
    ['bizNoSchema', bizNoSchema, '2208162517', '220-81-62517'],
    ['bizNoSchema', bizNoSchema, ' 220-81-62517 ', '220-81-62517'],
    ['vehicleNumberSchema', vehicleNumberSchema, ' 서울 12 가 3456 ', '서울12가3456'],
    ['vehicleNumberSchema', vehicleNumberSchema, '123가4567', '123가4567'],
    // Upper case without spaces, whatever the check digit.
    ['vinSchema', vinSchema, ' 1m8gdm9axkp042788 ', '1M8GDM9AXKP042788'],
    ['vinSchema', vinSchema, 'KMHD341CBHU123456', 'KMHD341CBHU123456'],
    ['ymdSchema', ymdSchema, '20261121', '20261121'],
    ['hmSchema', hmSchema, '2359', '2359'],
    ['hmsSchema', hmsSchema, '235959', '235959'],
    ['uploadImageNameSchema', uploadImageNameSchema, '사진.JPG', '사진.JPG'],
    ['imageFileNameSchema', imageFileNameSchema, 'a.webp', 'a.webp'],
    ['scannedBarcodeSchema', scannedBarcodeSchema, ' https://erp.example.kr/P/AB 12 ', '/P/AB12'],
    ['scannedBarcodeSchema', scannedBarcodeSchema, ' 8801234567890 ', '8801234567890'],
  ])('%s: %j → %j', (_name, schema, input, output) => {
    expect(schema.parse(input)).toBe(output);
  });
});

// A refusal says, in Korean, what the value should look like, and only that.
describe('field schemas refuse with their own Korean message', () => {
  it.each([
    ['phoneSchema', phoneSchema, '010-1234', PHONE],
    [
      'mobilePhoneSchema',
      mobilePhoneSchema,
      '02-1234-5678',
      '휴대폰 번호 형식이 올바르지 않습니다 (예: 010-1234-5678).',
    ],
    ['bizNoSchema', bizNoSchema, '220-81-6251', BIZ_NO_FORMAT],
    ['bizNoSchema', bizNoSchema, '', BIZ_NO_FORMAT],
    // A wrong check digit is reported separately from the format.
    [
      'bizNoSchema',
      bizNoSchema,
      '220-81-62518',
      '존재할 수 없는 사업자등록번호입니다 (검증 번호가 맞지 않습니다).',
    ],
    [
      'vehicleNumberSchema',
      vehicleNumberSchema,
      '12가345',
      '차량번호 형식이 올바르지 않습니다 (예: 12가3456, 123가4567, 서울12가3456).',
    ],
    [
      'vinSchema',
      vinSchema,
      '1M8GDM9AXKP04278O',
      '차대번호 형식이 올바르지 않습니다 (I, O, Q를 뺀 영문 대문자·숫자 17자리).',
    ],
    [
      'ymdSchema',
      ymdSchema,
      '2026-11-21',
      '날짜 형식이 올바르지 않습니다 (YYYYMMDD 8자리 숫자, 예: 20261121).',
    ],
    ['ymdSchema', ymdSchema, '20260230', '존재하지 않는 날짜입니다.'],
    ['hmSchema', hmSchema, '2400', '시각 형식이 올바르지 않습니다 (HHmm 4자리, 0000–2359).'],
    ['hmsSchema', hmsSchema, '2359', '시각 형식이 올바르지 않습니다 (HHmmss 6자리, 000000–235959).'],
    [
      'uploadImageNameSchema',
      uploadImageNameSchema,
      'a.svg',
      '올릴 수 있는 이미지 파일이 아닙니다 (jpg, jpeg, png, tif, gif).',
    ],
    ['scannedBarcodeSchema', scannedBarcodeSchema, '   ', '바코드가 비어 있습니다.'],
  ])('%s: %j', (_name, schema, input, message) => {
    expect(messagesOf(schema, input)).toEqual([message]);
  });

  it.each([
    ['phoneSchema', phoneSchema, ''],
    ['phoneSchema', phoneSchema, '공일공-1234-5678'],
    ['phoneSchema', phoneSchema, 1012345678],
    ['mobilePhoneSchema', mobilePhoneSchema, '1588-1234'],
    ['mobilePhoneSchema', mobilePhoneSchema, '010-1234'],
    ['vinSchema', vinSchema, '1M8GDM9AXKP04278'],
    ['imageFileNameSchema', imageFileNameSchema, 'a.pdf'],
  ])('%s refuses %j', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
