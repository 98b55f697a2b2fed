import { z } from 'zod';
import { defineContracts, fileResponse, PURCHASE_DESK, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import { purchaseUnitLinesSchema } from '../purchase/purchase.schema.js';
import {
  barcodeDuplicateCheckSchema,
  barcodeDuplicateSchema,
  barcodeScanAnswerSchema,
  barcodeStockCountSchema,
  batteryDateLabelInputSchema,
  batteryDateLabelSchema,
  batteryDateParseSchema,
  excelLabelsSchema,
  partBarcodeInputSchema,
  partBarcodeSchema,
  scanValueField,
  UNIT_BARCODE_LIST_SPEC,
  unitBarcodeCreateSchema,
  unitBarcodeEventInputSchema,
  unitBarcodeHistorySchema,
  unitBarcodePageSchema,
  unitBarcodeSchema,
  unitLabelRequestSchema,
} from './barcode.schema.js';
import {
  BARCODE_IMAGE_SYMBOLS,
  LABEL_FIELDS,
  LABEL_LAYOUT_KEYS,
  LABEL_SYMBOLS,
  labelRequestSchema,
  labelSheetSchema,
} from './barcode-label.js';
import { BARCODE_SYMBOLOGIES } from './barcode-value.js';

// Barcodes under /api/barcode/v1.0 (SPEC §7.8: save, print info, duplicate check, stock count,
// order history list) for PartBarcode, BarcodeMain, BarcodeInfoPrint, BarcodeExcelPrint,
// BarcodePartPrint, BarcodePartEachCreatPrint (+ purchase/order), BarcodePartEachHistory,
// BarcodeDatePrint and the mobile prints. Every scanned value goes through reduceScannedBarcode.

const idParams = rowIdParams('번호');
const scanBody = z.object({ value: scanValueField('바코드') });

export const barcodeApi = defineContracts({
  save: {
    method: 'POST',
    path: '/api/barcode/v1.0/save',
    summary: '품목 바코드 등록',
    access: STAFF_ONLY,
    body: partBarcodeInputSchema,
    response: partBarcodeSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/barcode/v1.0/delete/:id',
    summary: '품목 바코드 삭제',
    access: STAFF_ONLY,
    params: idParams,
    response: z.null(),
  },
  partBarcodes: {
    method: 'GET',
    path: '/api/barcode/v1.0/part/list/:partCode',
    summary: '품목의 바코드 목록',
    access: STAFF_ONLY,
    params: z.object({
      partCode: z
        .string()
        .trim()
        .min(1)
        .max(20)
        .transform((v) => v.toUpperCase())
        .meta({ title: '품목 코드' }),
    }),
    response: z.array(partBarcodeSchema),
  },
  duplicateCheck: {
    method: 'POST',
    path: '/api/barcode/v1.0/duplicate/check',
    summary: '바코드 중복 확인',
    access: STAFF_ONLY,
    body: barcodeDuplicateCheckSchema,
    response: barcodeDuplicateSchema,
  },
  scan: {
    method: 'POST',
    path: '/api/barcode/v1.0/scan',
    summary: '스캔한 바코드 조회 (웹 주소는 경로로 줄임)',
    access: PURCHASE_DESK,
    body: scanBody,
    response: barcodeScanAnswerSchema,
  },
  stockCount: {
    method: 'POST',
    path: '/api/barcode/v1.0/stock/count',
    summary: '바코드별 재고 수 (개체 바코드 상태 기준)',
    access: STAFF_ONLY,
    body: scanBody,
    response: barcodeStockCountSchema,
  },
  unitCreate: {
    method: 'POST',
    path: '/api/barcode/v1.0/unit/create',
    summary: '개체 바코드 발행 (품목·매입·주문)',
    access: PURCHASE_DESK,
    body: unitBarcodeCreateSchema,
    response: z.array(unitBarcodeSchema),
  },
  unitEvent: {
    method: 'POST',
    path: '/api/barcode/v1.0/unit/event',
    summary: '개체 바코드 이력 기록',
    access: STAFF_ONLY,
    body: unitBarcodeEventInputSchema,
    response: unitBarcodeSchema,
  },
  unitHistory: {
    method: 'POST',
    path: '/api/barcode/v1.0/unit/history',
    summary: '개체 바코드 이력',
    access: STAFF_ONLY,
    body: scanBody,
    response: unitBarcodeHistorySchema,
  },
  unitList: {
    method: 'POST',
    path: '/api/barcode/v1.0/unit/page/list',
    summary: '개체 바코드 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(UNIT_BARCODE_LIST_SPEC),
    response: unitBarcodePageSchema,
  },
  unitsOfDocument: {
    method: 'GET',
    path: '/api/barcode/v1.0/unit/document/:docCode',
    summary: '문서(주문·매입)별 개체 바코드 목록',
    access: PURCHASE_DESK,
    params: z.object({ docCode: z.string().trim().min(1).max(40).meta({ title: '근거 문서 번호' }) }),
    response: z.array(unitBarcodeSchema),
  },
  partLabels: {
    method: 'POST',
    path: '/api/barcode/v1.0/print/info/product',
    summary: '품목 라벨 인쇄 정보',
    access: STAFF_ONLY,
    body: labelRequestSchema,
    response: labelSheetSchema,
  },
  unitLabels: {
    method: 'POST',
    path: '/api/barcode/v1.0/print/info/unit',
    summary: '개체 바코드 라벨 인쇄 정보',
    access: PURCHASE_DESK,
    body: unitLabelRequestSchema,
    response: labelSheetSchema,
  },
  printed: {
    method: 'POST',
    path: '/api/barcode/v1.0/print/printed',
    summary: '개체 바코드 라벨 인쇄 기록',
    access: PURCHASE_DESK,
    body: z.object({
      values: z.array(scanValueField('바코드')).min(1).max(500).meta({ title: '바코드' }),
    }),
    response: z.object({ printed: z.number().int() }),
  },
  /** The sheet itself is the multipart body (read by the handler, not by a schema). */
  excelLabels: {
    method: 'POST',
    path: '/api/barcode/v1.0/print/info/excel',
    summary: '엑셀 목록으로 라벨 인쇄 정보 (품목 코드 또는 품번, 매수)',
    access: STAFF_ONLY,
    query: z.object({
      layout: z.enum(LABEL_LAYOUT_KEYS).default('50x30').meta({ title: '라벨 크기' }),
      symbol: z.enum(LABEL_SYMBOLS).default('code128').meta({ title: '바코드 종류' }),
      fields: z
        .string()
        .default('partNo,name,price')
        .transform((v) => v.split(',').filter(Boolean))
        .pipe(z.array(z.enum(LABEL_FIELDS, { message: '알 수 없는 라벨 항목입니다.' })))
        .meta({ title: '라벨 항목' }),
    }),
    response: excelLabelsSchema,
  },
  dateLabel: {
    method: 'POST',
    path: '/api/barcode/v1.0/date/label',
    summary: '배터리 제조일 바코드 (일-월-년)',
    access: STAFF_ONLY,
    body: batteryDateLabelInputSchema,
    response: batteryDateLabelSchema,
  },
  dateParse: {
    method: 'POST',
    path: '/api/barcode/v1.0/date/parse',
    summary: '배터리 제조일 바코드 읽기 (경과 개월 수)',
    access: STAFF_ONLY,
    body: scanBody,
    response: batteryDateParseSchema,
  },
  image: {
    method: 'GET',
    path: '/api/barcode/v1.0/image/:symbol',
    summary: '바코드 이미지 (PNG)',
    access: STAFF_ONLY,
    params: z.object({
      symbol: z
        .enum(BARCODE_IMAGE_SYMBOLS, { message: '바코드 종류를 고르세요.' })
        .meta({ title: '바코드 종류' }),
    }),
    query: z.object({
      value: z.string().min(1, '값을 입력하세요.').max(300).meta({ title: '바코드 값' }),
      text: z.enum(['Y', 'N']).default('Y').meta({ title: '글자 표시' }),
      scale: z.coerce.number().int().min(1).max(6).default(3).meta({ title: '배율' }),
    }),
    response: fileResponse('image/png'),
  },
  /** The symbologies a maker's barcode may be registered in, for the register form's select. */
  symbologies: {
    method: 'GET',
    path: '/api/barcode/v1.0/symbologies',
    summary: '바코드 종류 목록',
    access: STAFF_ONLY,
    response: z.array(z.enum(BARCODE_SYMBOLOGIES)),
  },
});

/**
 * SPEC §7.8 "Barcode: print info for order/purchase/product" under the barcode group, mounted by
 * the purchase module that owns the data: the purchase's parts and the unit barcodes issued for
 * each (BarcodePurchasePartEachCreatPrint and its single-line page).
 */
export const purchaseBarcodeApi = defineContracts({
  unitLines: {
    method: 'GET',
    path: '/api/barcode/v1.0/print/info/purchase/:code',
    summary: '매입 개체 바코드 인쇄 정보 (품목별 발행 수)',
    access: PURCHASE_DESK,
    params: upperCodeParams('매입 번호'),
    response: purchaseUnitLinesSchema,
  },
});
