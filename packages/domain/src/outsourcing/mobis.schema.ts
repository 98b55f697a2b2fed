import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { labeled } from '../common/field-label.js';
import { rowsPageSchema } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { vinSchema, ymdSchema } from '../validate/field-schemas.js';

// Mobis (the SHINMYEONG partner, a Mobis parts dealer). The partner registers its sales of Mobis
// parts (orderRegister; orderList), or a reservation for a later day (mobisRsvList) that becomes
// a sale on the day or is cancelled. Head office keeps the Mobis purchases it receives from the
// dealer's statements, uploaded by Excel (orderAdminList): listed, and deleted when uploaded in
// error (the row stays, marked deleted, with who and when).

export const MOBIS_SALE_KINDS = ['sale', 'reservation'] as const;
export type MobisSaleKind = (typeof MOBIS_SALE_KINDS)[number];
export const MOBIS_SALE_KIND_LABELS: Record<MobisSaleKind, string> = { sale: '매출', reservation: '예약' };
export const MOBIS_SALE_STATUS_LABELS: Record<string, string> = {
  active: '정상',
  done: '매출 전환',
  cancelled: '취소',
};

const won = (label: string, max = 1_000_000_000) =>
  labeled(
    z
      .number({ message: '숫자로 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(max, `${max.toLocaleString('ko-KR')} 이하로 입력하세요.`),
    label,
  );
const qtyField = labeled(
  z
    .number({ message: '수량을 숫자로 입력하세요.' })
    .int('수량은 정수입니다.')
    .min(1, '1 이상이어야 합니다.')
    .max(9_999, '9,999 이하로 입력하세요.'),
  '수량',
);
const partNoField = labeled(
  z.string().trim().min(1, '품번을 입력하세요.').max(40, '40자 이하로 입력하세요.').toUpperCase(),
  '품번',
);
const partNameField = labeled(
  z.string().trim().min(1, '품명을 입력하세요.').max(100, '100자 이하로 입력하세요.'),
  '품명',
);

export const mobisSaleInputSchema = z.object({
  kind: labeled(z.enum(MOBIS_SALE_KINDS, { message: '매출 또는 예약을 고르세요.' }), '구분'),
  /** The day of the sale, or the reserved day of a reservation. */
  saleDate: labeled(ymdSchema, '일자'),
  customerName: labeled(
    z.string().trim().min(1, '고객명을 입력하세요.').max(50, '50자 이하로 입력하세요.'),
    '고객명',
  ),
  customerPhone: optionalText('연락처', 20),
  vin: blankOr(vinSchema, '차대번호'),
  partNo: partNoField,
  partName: partNameField,
  qty: qtyField,
  unitPrice: won('단가', 100_000_000),
  memo: optionalText('메모', 500),
});
export type MobisSaleInput = z.infer<typeof mobisSaleInputSchema>;

export const mobisSaleQuerySchema = z.object({
  kind: labeled(z.enum(MOBIS_SALE_KINDS).default('sale'), '구분'),
  status: labeled(z.enum(['all', 'active', 'done', 'cancelled']).default('all'), '상태'),
  fromYmd: blankOr(ymdSchema, '시작일'),
  toYmd: blankOr(ymdSchema, '종료일'),
  search: labeled(z.string().trim().max(50).optional(), '검색어'),
  ...pageQueryFields(),
});
export type MobisSaleQuery = z.infer<typeof mobisSaleQuerySchema>;

export const mobisSaleRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(MOBIS_SALE_KINDS),
  status: z.string(),
  saleDate: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  vin: z.string().nullable(),
  partNo: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  memo: z.string().nullable(),
  saleCode: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type MobisSaleRow = z.infer<typeof mobisSaleRowSchema>;
export const mobisSalePageSchema = rowsPageSchema(mobisSaleRowSchema, { amount: z.number().int() });

// Head office's Mobis purchases (orderAdminList) ------------------------------------------------

/** One purchase line of a Mobis statement, as a sheet row (the upload's schema). */
export const mobisPurchaseImportSchema = z.object({
  purchaseDate: labeled(ymdSchema, '매입일'),
  slipNo: labeled(
    z.string().trim().min(1, '전표번호를 입력하세요.').max(40, '40자 이하로 입력하세요.').toUpperCase(),
    '전표번호',
  ),
  partNo: partNoField,
  partName: partNameField,
  qty: qtyField,
  unitPrice: won('단가', 100_000_000),
  amount: won('금액'),
  memo: optionalText('비고', 500),
});
export type MobisPurchaseImport = z.infer<typeof mobisPurchaseImportSchema>;

export const mobisPurchaseQuerySchema = z.object({
  fromYmd: blankOr(ymdSchema, '시작일'),
  toYmd: blankOr(ymdSchema, '종료일'),
  search: labeled(z.string().trim().max(50).optional(), '검색어'),
  ...pageQueryFields(),
});
export type MobisPurchaseQuery = z.infer<typeof mobisPurchaseQuerySchema>;

export const mobisPurchaseRowSchema = z.object({
  id: z.number().int(),
  purchaseDate: z.string(),
  slipNo: z.string(),
  partNo: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  memo: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
});
export type MobisPurchaseRow = z.infer<typeof mobisPurchaseRowSchema>;
export const mobisPurchasePageSchema = rowsPageSchema(mobisPurchaseRowSchema, { amount: z.number().int() });
