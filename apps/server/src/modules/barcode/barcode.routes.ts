import {
  BARCODE_SYMBOLOGIES,
  barcodeDuplicateCheckSchema,
  barcodeDuplicateSchema,
  barcodeScanSchema,
  barcodeStockCountSchema,
  batteryAgeMonths,
  batteryDateCode,
  batteryDateLabelInputSchema,
  LABEL_FIELDS,
  LABEL_LAYOUT_KEYS,
  LABEL_SYMBOLS,
  labelRequestSchema,
  labelSheetSchema,
  listQuerySchema,
  parseBatteryDateCode,
  partBarcodeInputSchema,
  partBarcodeSchema,
  scanValueField,
  toYmd,
  UNIT_BARCODE_LIST_SPEC,
  unitBarcodeCreateSchema,
  unitBarcodeEventInputSchema,
  unitBarcodeHistorySchema,
  unitBarcodePageSchema,
  unitBarcodeSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { AppError } from '../../platform/errors/app-error.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { getPart, partRowByCode } from '../part/part.service.js';
import {
  addPartBarcode,
  findBarcodeOwner,
  listPartBarcodes,
  removePartBarcode,
  scanBarcode,
} from './barcode.service.js';
import { IMAGE_SYMBOLS, renderBarcodePng } from './barcode-image.js';
import { barcodeImageUrl, labelItemsFromSheet, partLabels, unitLabels } from './barcode-label.service.js';
import { uploadedSheet } from './barcode-sheet.js';
import {
  createUnitBarcodes,
  listUnitBarcodes,
  postUnitBarcodeEvent,
  recordUnitBarcodeEvent,
  unitBarcodeHistory,
  unitBarcodesOfDocument,
  unitStockCount,
} from './unit-barcode.service.js';

// Barcodes under /api/barcode/v1.0 (SPEC §7.8: save, print info, duplicate check, stock count,
// order history list) for PartBarcode, BarcodeMain, BarcodeInfoPrint, BarcodeExcelPrint,
// BarcodePartPrint, BarcodePartEachCreatPrint (+ purchase/order), BarcodePartEachHistory,
// BarcodeDatePrint and the mobile prints. Every scanned value goes through reduceScannedBarcode.

const idParams = z.object({ id: z.coerce.number().int().positive().meta({ title: '번호' }) });
const scanBody = z.object({ value: scanValueField('바코드') });
const unitLabelBody = z.object({
  values: z
    .array(scanValueField('바코드'))
    .min(1, '바코드를 하나 이상 고르세요.')
    .max(500)
    .meta({ title: '바코드' }),
  fields: z.array(z.enum(LABEL_FIELDS)).default(['partNo', 'name']).meta({ title: '라벨 항목' }),
  layout: z.enum(LABEL_LAYOUT_KEYS).default('50x30').meta({ title: '라벨 크기' }),
  symbol: z.enum(LABEL_SYMBOLS).default('code128').meta({ title: '바코드 종류' }),
});

export const barcodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['barcode'];

  app.post(
    '/api/barcode/v1.0/save',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 바코드 등록',
        tags,
        body: partBarcodeInputSchema,
        response: { 200: envelopeOf(partBarcodeSchema) },
      },
    },
    async (request) => ok(await addPartBarcode(db, request.body, actorOf(request)), '바코드를 등록했습니다.'),
  );

  app.delete(
    '/api/barcode/v1.0/delete/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '품목 바코드 삭제', tags, params: idParams } },
    async (request) => {
      await removePartBarcode(db, request.params.id, actorOf(request));
      return ok(null, '바코드를 삭제했습니다.');
    },
  );

  app.get(
    '/api/barcode/v1.0/part/list/:partCode',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목의 바코드 목록',
        tags,
        params: z.object({
          partCode: z
            .string()
            .trim()
            .min(1)
            .max(20)
            .transform((v) => v.toUpperCase())
            .meta({ title: '품목 코드' }),
        }),
        response: { 200: envelopeOf(z.array(partBarcodeSchema)) },
      },
    },
    async (request) => ok(await listPartBarcodes(db, request.params.partCode)),
  );

  app.post(
    '/api/barcode/v1.0/duplicate/check',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '바코드 중복 확인',
        tags,
        body: barcodeDuplicateCheckSchema,
        response: { 200: envelopeOf(barcodeDuplicateSchema) },
      },
    },
    async (request) => ok(await findBarcodeOwner(db, request.body.value)),
  );

  app.post(
    '/api/barcode/v1.0/scan',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '스캔한 바코드 조회 (웹 주소는 경로로 줄임)', tags, body: scanBody },
    },
    async (request) => {
      const scan = barcodeScanSchema.parse(await scanBarcode(db, request.body.value));
      return ok({ ...scan, part: scan.partCode ? await getPart(db, scan.partCode) : null });
    },
  );

  app.post(
    '/api/barcode/v1.0/stock/count',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '바코드별 재고 수 (개체 바코드 상태 기준)',
        tags,
        body: scanBody,
        response: { 200: envelopeOf(barcodeStockCountSchema) },
      },
    },
    async (request) => {
      const scan = await scanBarcode(db, request.body.value);
      if (!scan.partCode)
        throw new AppError('E2001', `바코드 ${request.body.value}에 해당하는 품목이 없습니다.`);
      const part = await partRowByCode(db, scan.partCode);
      return ok({
        value: scan.value,
        partCode: part.code,
        partNo: part.partNo,
        partName: part.name,
        ...(await unitStockCount(db, part.id)),
      });
    },
  );

  app.post(
    '/api/barcode/v1.0/unit/create',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '개체 바코드 발행 (품목·매입·주문)',
        tags,
        body: unitBarcodeCreateSchema,
        response: { 200: envelopeOf(z.array(unitBarcodeSchema)) },
      },
    },
    async (request) =>
      ok(await createUnitBarcodes(db, request.body, actorOf(request)), '개체 바코드를 발행했습니다.'),
  );

  app.post(
    '/api/barcode/v1.0/unit/event',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '개체 바코드 이력 기록',
        tags,
        body: unitBarcodeEventInputSchema,
        response: { 200: envelopeOf(unitBarcodeSchema) },
      },
    },
    async (request) => ok(await postUnitBarcodeEvent(db, request.body, actorOf(request)), '기록했습니다.'),
  );

  app.post(
    '/api/barcode/v1.0/unit/history',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '개체 바코드 이력',
        tags,
        body: scanBody,
        response: { 200: envelopeOf(unitBarcodeHistorySchema) },
      },
    },
    async (request) => {
      const scan = await scanBarcode(db, request.body.value);
      return ok(await unitBarcodeHistory(db, scan.kind === 'unit' ? scan.value : request.body.value));
    },
  );

  app.post(
    '/api/barcode/v1.0/unit/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '개체 바코드 목록',
        tags,
        body: listQuerySchema(UNIT_BARCODE_LIST_SPEC),
        response: { 200: envelopeOf(unitBarcodePageSchema) },
      },
    },
    async (request) => ok(await listUnitBarcodes(db, request.body)),
  );

  app.get(
    '/api/barcode/v1.0/unit/document/:docCode',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '문서(주문·매입)별 개체 바코드 목록',
        tags,
        params: z.object({ docCode: z.string().trim().min(1).max(40).meta({ title: '근거 문서 번호' }) }),
        response: { 200: envelopeOf(z.array(unitBarcodeSchema)) },
      },
    },
    async (request) => ok(await unitBarcodesOfDocument(db, request.params.docCode)),
  );

  app.post(
    '/api/barcode/v1.0/print/info/product',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 라벨 인쇄 정보',
        tags,
        body: labelRequestSchema,
        response: { 200: envelopeOf(labelSheetSchema) },
      },
    },
    async (request) => ok(await partLabels(db, request.body)),
  );

  app.post(
    '/api/barcode/v1.0/print/info/unit',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '개체 바코드 라벨 인쇄 정보',
        tags,
        body: unitLabelBody,
        response: { 200: envelopeOf(labelSheetSchema) },
      },
    },
    async (request) => ok(await unitLabels(db, request.body)),
  );

  app.post(
    '/api/barcode/v1.0/print/printed',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '개체 바코드 라벨 인쇄 기록',
        tags,
        body: z.object({
          values: z.array(scanValueField('바코드')).min(1).max(500).meta({ title: '바코드' }),
        }),
      },
    },
    async (request) => {
      // One transaction: a run with one unknown or void unit records no print at all.
      const actor = actorOf(request);
      // A scanned QR address ('/B/U0000000174') counts as the unit it names, and once.
      const values: string[] = [];
      for (const scanned of request.body.values) {
        const scan = await scanBarcode(db, scanned);
        if (scan.kind !== 'unit')
          throw new AppError('E2001', `개체 바코드 ${scanned}을(를) 찾을 수 없습니다.`);
        if (!values.includes(scan.value)) values.push(scan.value);
      }
      await db.transaction(async (tx) => {
        for (const value of values) await recordUnitBarcodeEvent(tx, { value, event: 'printed' }, actor);
      });
      return ok({ printed: values.length }, '인쇄를 기록했습니다.');
    },
  );

  app.post(
    '/api/barcode/v1.0/print/info/excel',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '엑셀 목록으로 라벨 인쇄 정보 (품목 코드 또는 품번, 매수)',
        tags,
        querystring: z.object({
          layout: z.enum(LABEL_LAYOUT_KEYS).default('50x30').meta({ title: '라벨 크기' }),
          symbol: z.enum(LABEL_SYMBOLS).default('code128').meta({ title: '바코드 종류' }),
          fields: z
            .string()
            .default('partNo,name,price')
            .transform((v) => v.split(',').filter(Boolean))
            .pipe(z.array(z.enum(LABEL_FIELDS, { message: '알 수 없는 라벨 항목입니다.' })))
            .meta({ title: '라벨 항목' }),
        }),
      },
    },
    async (request) => {
      const { items, errors } = await labelItemsFromSheet(db, await uploadedSheet(request));
      const sheet =
        items.length > 0
          ? await partLabels(db, { ...request.query, items, warehouseCode: null })
          : { layout: null, labels: [], totalLabels: 0 };
      return ok({ sheet, errors });
    },
  );

  app.post(
    '/api/barcode/v1.0/date/label',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '배터리 제조일 바코드 (일-월-년)', tags, body: batteryDateLabelInputSchema },
    },
    async (request) => {
      const code = batteryDateCode(request.body.manufacturedOn);
      if (!code) throw new AppError('E0422', '제조일: 2000년부터 2099년 사이의 날짜여야 합니다.');
      if (request.body.manufacturedOn > toYmd(new Date()))
        throw new AppError('E0422', '제조일: 오늘보다 뒤의 날짜는 넣을 수 없습니다.');
      const part = request.body.partCode ? await getPart(db, request.body.partCode.toUpperCase()) : null;
      return ok({
        ...code,
        imageUrl: barcodeImageUrl('code128', code.value),
        copies: request.body.copies,
        part: part ? { code: part.code, partNo: part.partNo, name: part.name } : null,
      });
    },
  );

  app.post(
    '/api/barcode/v1.0/date/parse',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '배터리 제조일 바코드 읽기 (경과 개월 수)', tags, body: scanBody },
    },
    async (request) => {
      const code = parseBatteryDateCode(request.body.value);
      if (!code) throw new AppError('E0422', '바코드: 제조일(일-월-년) 형식이 아닙니다.');
      const today = toYmd(new Date());
      // A date ahead of today is a misread or a label printed in another order (월-일-년…).
      if (code.ymd > today)
        throw new AppError(
          'E0422',
          `바코드: 제조일 ${code.ymd.slice(0, 4)}-${code.ymd.slice(4, 6)}-${code.ymd.slice(6)}이(가) 오늘보다 뒤입니다. 일-월-년 순서로 찍힌 바코드인지 확인하세요.`,
        );
      return ok({ ...code, ageMonths: batteryAgeMonths(code.ymd, today) });
    },
  );

  app.get(
    '/api/barcode/v1.0/image/:symbol',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '바코드 이미지 (PNG)',
        tags,
        params: z.object({
          symbol: z
            .enum(IMAGE_SYMBOLS, { message: '바코드 종류를 고르세요.' })
            .meta({ title: '바코드 종류' }),
        }),
        querystring: z.object({
          value: z.string().min(1, '값을 입력하세요.').max(300).meta({ title: '바코드 값' }),
          text: z.enum(['Y', 'N']).default('Y').meta({ title: '글자 표시' }),
          scale: z.coerce.number().int().min(1).max(6).default(3).meta({ title: '배율' }),
        }),
      },
    },
    async (request, reply) => {
      const png = await renderBarcodePng(request.params.symbol, request.query.value, {
        text: request.query.text === 'Y',
        scale: request.query.scale,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(png);
    },
  );

  // The symbologies a maker's barcode may be registered in, for the register form's select.
  app.get(
    '/api/barcode/v1.0/symbologies',
    { config: { access: STAFF_ACCESS }, schema: { summary: '바코드 종류 목록', tags } },
    async () => ok(BARCODE_SYMBOLOGIES),
  );
};
