import { z } from 'zod';
import { isHm, isHms } from '../datetime/hm.js';
import { isYmd } from '../datetime/ymd.js';
import { formatBizNo, isBizNoFormat, isValidBizNo } from '../format/biz-no.js';
import { formatPhone, isMobilePrefix, isPhoneNumber } from '../format/phone.js';
import { decodeVin, normalizeVin } from '../vehicle/vin-decode.js';
import { isImageFile, isUploadImage } from './image-file-name.js';
import { reduceScannedBarcode } from './scanned-barcode.js';
import { isVehicleNumber, normalizeVehicleNumber } from './vehicle-number.js';

// Field schemas shared by server validation and web forms, so both apply the same rule
// (DESIGN §3). Messages describe the expected value; the platform puts the field's own Korean
// label in front (labeled() in common/field-label.ts). Schemas that accept several spellings
// output one stored form, so '01012345678' and '010-1234-5678' are saved alike.

/** Phone number in any accepted spelling → hyphenated ('010-1234-5678'). */
export const phoneSchema = z
  .string()
  .trim()
  .refine(isPhoneNumber, { error: '전화번호 형식이 올바르지 않습니다 (예: 010-1234-5678, 02-123-4567).' })
  .transform(formatPhone);

/** An e-mail address, up to 100 characters. */
export const emailSchema = z.string().trim().email('이메일 형식이 올바르지 않습니다.').max(100);

/** Mobile number (010, 011, 012, 015–019) → hyphenated. */
export const mobilePhoneSchema = z
  .string()
  .trim()
  .refine((value) => isPhoneNumber(value) && value.replace(/\D/g, '').length >= 10 && isMobilePrefix(value), {
    error: '휴대폰 번호 형식이 올바르지 않습니다 (예: 010-1234-5678).',
  })
  .transform(formatPhone);

/** Business registration number with a valid check digit → 3-2-5 ('123-45-67890'). */
export const bizNoSchema = z
  .string()
  .trim()
  .refine(isBizNoFormat, { error: '사업자등록번호 형식이 올바르지 않습니다 (10자리 숫자).', abort: true })
  .refine(isValidBizNo, { error: '존재할 수 없는 사업자등록번호입니다 (검증 번호가 맞지 않습니다).' })
  .transform(formatBizNo);

/** Vehicle registration number → without spaces ('서울12가3456'). */
export const vehicleNumberSchema = z
  .string()
  .trim()
  .refine(isVehicleNumber, {
    error: '차량번호 형식이 올바르지 않습니다 (예: 12가3456, 123가4567, 서울12가3456).',
  })
  .transform(normalizeVehicleNumber);

/** VIN → upper case without spaces. A failed check digit is not an error (decodeVin). */
export const vinSchema = z
  .string()
  .refine((value) => decodeVin(value).valid, {
    error: '차대번호 형식이 올바르지 않습니다 (I, O, Q를 뺀 영문 대문자·숫자 17자리).',
  })
  .transform(normalizeVin);

/** YYYYMMDD date on the wire (SPEC §3); impossible dates such as 20260230 are refused. */
export const ymdSchema = z
  .string()
  .regex(/^\d{8}$/, {
    error: '날짜 형식이 올바르지 않습니다 (YYYYMMDD 8자리 숫자, 예: 20261121).',
    abort: true,
  })
  .refine(isYmd, { error: '존재하지 않는 날짜입니다.' });

/** HHmm time on the wire (SPEC §3), 0000–2359. */
export const hmSchema = z
  .string()
  .refine(isHm, { error: '시각 형식이 올바르지 않습니다 (HHmm 4자리, 0000–2359).' });

/** HHmmss time on the wire (SPEC §3), 000000–235959. */
export const hmsSchema = z
  .string()
  .refine(isHms, { error: '시각 형식이 올바르지 않습니다 (HHmmss 6자리, 000000–235959).' });

/** File name of an image an upload form takes. The server still checks the content. */
export const uploadImageNameSchema = z
  .string()
  .refine(isUploadImage, { error: '올릴 수 있는 이미지 파일이 아닙니다 (jpg, jpeg, png, tif, gif).' });

/**
 * File name of any recognised image. It admits svg, which the server must serve as an
 * attachment, never inline (isInlineImage).
 */
export const imageFileNameSchema = z.string().refine(isImageFile, {
  error: '이미지 파일이 아닙니다 (jpg, jpeg, png, gif, bmp, webp, svg, ico, tif, tiff).',
});

/** A scanned barcode → the code itself (a web address becomes its path). */
export const scannedBarcodeSchema = z
  .string()
  .transform(reduceScannedBarcode)
  .pipe(z.string().min(1, { error: '바코드가 비어 있습니다.' }));
